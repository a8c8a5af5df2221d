import BarChartOutlinedIcon from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BellOutlinedIcon from '@ant-design/icons-svg/es/asn/BellOutlined';
import CalendarOutlinedIcon from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CloseCircleFilledIcon from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloudUploadOutlinedIcon from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import DoubleLeftOutlinedIcon from '@ant-design/icons-svg/es/asn/DoubleLeftOutlined';
import DoubleRightOutlinedIcon from '@ant-design/icons-svg/es/asn/DoubleRightOutlined';
import DownloadOutlinedIcon from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import DownOutlinedIcon from '@ant-design/icons-svg/es/asn/DownOutlined';
import FileExcelOutlinedIcon from '@ant-design/icons-svg/es/asn/FileExcelOutlined';
import LeftOutlinedIcon from '@ant-design/icons-svg/es/asn/LeftOutlined';
import MenuFoldOutlinedIcon from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuOutlinedIcon from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MenuUnfoldOutlinedIcon from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import PlusOutlinedIcon from '@ant-design/icons-svg/es/asn/PlusOutlined';
import QuestionCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import RightOutlinedIcon from '@ant-design/icons-svg/es/asn/RightOutlined';
import SearchOutlinedIcon from '@ant-design/icons-svg/es/asn/SearchOutlined';
import SettingOutlinedIcon from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShopOutlinedIcon from '@ant-design/icons-svg/es/asn/ShopOutlined';
import StarFilledIcon from '@ant-design/icons-svg/es/asn/StarFilled';
import SwapRightOutlinedIcon from '@ant-design/icons-svg/es/asn/SwapRightOutlined';
import ThunderboltFilledIcon from '@ant-design/icons-svg/es/asn/ThunderboltFilled';
import { leanIcon } from './lean-icon';

/*
 * The icons on every screen or every list (the top bar, the list's controls, its pager), as
 * lean icons: one element each instead of antd's three to five (lean-icon.tsx, issue 30). Same
 * names as `@ant-design/icons`, so a file switches by its import. Icons of dialogs, menus and
 * pages seen once stay antd's. The language switcher makes its own (the sign-in page shows it,
 * and this module belongs to the signed-in pages' chunks).
 */
export const BarChartOutlined = leanIcon(BarChartOutlinedIcon);
export const BellOutlined = leanIcon(BellOutlinedIcon);
export const CalendarOutlined = leanIcon(CalendarOutlinedIcon);
export const CloseCircleFilled = leanIcon(CloseCircleFilledIcon);
export const CloudUploadOutlined = leanIcon(CloudUploadOutlinedIcon);
export const DoubleLeftOutlined = leanIcon(DoubleLeftOutlinedIcon);
export const DoubleRightOutlined = leanIcon(DoubleRightOutlinedIcon);
export const DownloadOutlined = leanIcon(DownloadOutlinedIcon);
export const DownOutlined = leanIcon(DownOutlinedIcon);
export const FileExcelOutlined = leanIcon(FileExcelOutlinedIcon);
export const LeftOutlined = leanIcon(LeftOutlinedIcon);
export const MenuFoldOutlined = leanIcon(MenuFoldOutlinedIcon);
export const MenuOutlined = leanIcon(MenuOutlinedIcon);
export const MenuUnfoldOutlined = leanIcon(MenuUnfoldOutlinedIcon);
export const PlusOutlined = leanIcon(PlusOutlinedIcon);
export const QuestionCircleOutlined = leanIcon(QuestionCircleOutlinedIcon);
export const RightOutlined = leanIcon(RightOutlinedIcon);
export const SearchOutlined = leanIcon(SearchOutlinedIcon);
export const SettingOutlined = leanIcon(SettingOutlinedIcon);
export const ShopOutlined = leanIcon(ShopOutlinedIcon);
export const StarFilled = leanIcon(StarFilledIcon);
export const SwapRightOutlined = leanIcon(SwapRightOutlinedIcon);
export const ThunderboltFilled = leanIcon(ThunderboltFilledIcon);
