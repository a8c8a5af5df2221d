import {
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  LinkOutlined,
  SkypeFilled,
  TikTokOutlined,
  TwitterOutlined,
  WhatsAppOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import Icon from '@ant-design/icons';
import type { ComponentType, ReactNode, SVGProps } from 'react';

/** The social networks spec 1 §2 names; each gets an icon in the footer. */
export const SOCIAL_NETWORKS = ['facebook', 'telegram', 'instagram', 'youtube', 'tiktok', 'linkedin', 'twitter', 'mailru', 'ok', 'skype', 'vk', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

// antd has no icons for these four: small drawings in the same 1em, currentColor style.
const svg = (children: ReactNode) => (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" {...props}>
    {children}
  </svg>
);
const TelegramSvg = svg(<path d="M21.6 3.2 2.9 10.4c-1 .4-1 1.5.1 1.8l4.6 1.4 1.8 5.6c.3.8 1.2 1 1.8.4l2.6-2.4 4.8 3.5c.8.6 1.8.2 2-.8L23.7 4.8c.3-1.3-.9-2.1-2.1-1.6Zm-3.4 4.3-8 7.2-.3 3.1-1.4-4.5 9.2-6.1c.4-.3.8.1.5.3Z" />);
const VkSvg = svg(<path d="M12.8 18.4C6.3 18.4 2.6 14 2.4 6.6h3.3c.1 5.4 2.5 7.7 4.4 8.2V6.6h3.1v4.7c1.9-.2 3.9-2.3 4.5-4.7h3.1c-.5 2.9-2.6 5-4.1 5.9 1.5.7 3.9 2.6 4.8 5.9h-3.4c-.7-2.2-2.5-3.9-4.9-4.2v4.2h-.4Z" />);
const OkSvg = svg(
  <>
    <path d="M12 12.3a4.6 4.6 0 1 0 0-9.2 4.6 4.6 0 0 0 0 9.2Zm0-6.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8Z" />
    <path d="M13.9 16a8.6 8.6 0 0 0 2.7-1.1 1.4 1.4 0 0 0-1.5-2.3 6 6 0 0 1-6.2 0 1.4 1.4 0 1 0-1.5 2.3c.8.5 1.7.9 2.7 1.1l-2.6 2.6a1.4 1.4 0 0 0 2 2l2.5-2.5 2.5 2.5a1.4 1.4 0 0 0 2-2L13.9 16Z" />
  </>,
);
const MailRuSvg = svg(<path d="M15.6 12a3.6 3.6 0 1 1-7.2 0 3.6 3.6 0 0 1 7.2 0ZM12 2a10 10 0 1 0 5.5 18.4l-1.2-1.8A7.9 7.9 0 1 1 19.9 12v1c0 1.1-.6 2-1.5 2s-1.5-.9-1.5-2V7.4h-2.2v.9A5.6 5.6 0 1 0 16 16a3.5 3.5 0 0 0 2.4 1.2c2.1 0 3.6-1.7 3.6-4.2v-1A10 10 0 0 0 12 2Z" />);

type IconProps = { 'aria-hidden'?: boolean };

const fromSvg = (component: ComponentType<SVGProps<SVGSVGElement>>): ComponentType<IconProps> => {
  const Wrapped = (props: IconProps) => <Icon component={component} {...props} />;
  return Wrapped;
};

export const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  facebook: FacebookFilled,
  telegram: fromSvg(TelegramSvg),
  instagram: InstagramOutlined,
  youtube: YoutubeFilled,
  tiktok: TikTokOutlined,
  linkedin: LinkedinFilled,
  twitter: TwitterOutlined,
  mailru: fromSvg(MailRuSvg),
  ok: fromSvg(OkSvg),
  skype: SkypeFilled,
  vk: fromSvg(VkSvg),
  whatsapp: WhatsAppOutlined,
};

export function isSocialNetwork(name: string): name is SocialNetwork {
  return (SOCIAL_NETWORKS as readonly string[]).includes(name);
}

/** The network's icon (decorative: the link carries the name), or a link icon for a network the spec does not name. */
export function SocialIcon({ name }: { name: string }) {
  const key = name.toLowerCase();
  const Component = isSocialNetwork(key) ? SOCIAL_ICONS[key] : LinkOutlined;
  return <Component aria-hidden />;
}
