import { Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { firstLeaf } from './help-api';
import { addTexts } from '../../providers/i18n/i18n';
import { HelpArticle, HelpLoadError } from './help-article';
import { useFaqTree } from './help-services';
import { HelpTree } from './help-tree';
import { helpTexts } from './texts';
import { COLORS } from '../../src/controls/colors';

// Help's texts come with its code (the public layout imports this module, so it has them too).
addTexts(helpTexts);

/**
 * /faq and /faq/{slug}, the same inside the shell and on the public layout: the page tree
 * beside the open page. /faq itself leads to the first page without children (spec 3 §2).
 */
export default function HelpPages() {
  return (
    <Routes>
      <Route index element={<HelpFrame />} />
      <Route path=":slug" element={<HelpFrame />} />
    </Routes>
  );
}

function HelpFrame() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const tree = useFaqTree();

  if (!slug && tree.data) {
    const leaf = firstLeaf(tree.data);
    if (leaf) return <Navigate to={`/faq/${leaf.slug}`} replace />;
  }

  return (
    <Flex gap={32} align="flex-start" wrap style={{ background: COLORS.surface, borderRadius: 8, padding: 24 }}>
      <aside style={{ flex: '0 0 272px', position: 'sticky', top: 84 }}>
        <Typography.Text strong style={{ display: 'block', fontSize: 16, margin: '4px 0 8px 10px' }}>
          {t('help.title')}
        </Typography.Text>
        {tree.isPending && <Skeleton active title={false} paragraph={{ rows: 10 }} />}
        {tree.isError && <HelpLoadError error={tree.error} onRetry={() => void tree.refetch()} />}
        {tree.data && <HelpTree root={tree.data} current={slug} />}
      </aside>
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>
        {slug ? <HelpArticle /> : tree.data && <Empty description={t('help.empty')} />}
      </div>
    </Flex>
  );
}
