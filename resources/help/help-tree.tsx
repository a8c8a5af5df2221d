import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FaqNode } from './help-api';

const CSS = `
.help-tree ul { list-style: none; margin: 0; padding: 0; }
.help-tree ul ul { padding-inline-start: 14px; border-inline-start: 1px solid var(--partner-border); margin-inline-start: 8px; }
.help-tree a { display: block; padding: 5px 10px; border-radius: 6px; color: var(--partner-text); line-height: 1.35; }
.help-tree a:hover { background: var(--partner-well); }
.help-tree a[aria-current='page'] { background: var(--partner-selected); color: var(--partner-primary); font-weight: 600; }
.help-tree .help-tree-section > a { font-weight: 600; margin-top: 6px; }
`;

/** The help pages as nested links; the open page is marked for the eye and for screen readers. */
export function HelpTree({ root, current }: { root: FaqNode; current?: string }) {
  const { t } = useTranslation();
  return (
    <nav className="help-tree" aria-label={t('help.treeLabel')} lang="ru">
      <style href="partner-help-tree" precedence="default">{CSS}</style>
      <Branch nodes={root.children} current={current} />
    </nav>
  );
}

function Branch({ nodes, current }: { nodes: FaqNode[]; current?: string }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.slug} className={node.children.length ? 'help-tree-section' : undefined}>
          <Link to={`/faq/${node.slug}`} aria-current={node.slug === current ? 'page' : undefined}>
            {node.title.ru}
          </Link>
          {node.children.length > 0 && <Branch nodes={node.children} current={current} />}
        </li>
      ))}
    </ul>
  );
}
