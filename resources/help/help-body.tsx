import { Image } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SafeHtml } from '../../src/html/safe-html';

const CSS = `
.help-body { font-size: 15px; line-height: 1.6; color: var(--partner-text); max-width: 848px; }
.help-body h2, .help-body h3 { margin: 20px 0 8px; font-weight: 600; }
.help-body h3 { font-size: 17px; }
.help-body p, .help-body ul, .help-body ol, .help-body table { margin: 0 0 12px; }
.help-body ul, .help-body ol { padding-inline-start: 22px; }
.help-body img { display: block; max-width: 100%; height: auto; border: 1px solid var(--partner-border); border-radius: 8px; cursor: zoom-in; }
.help-body img:focus-visible { outline: 2px solid var(--partner-primary); outline-offset: 2px; }
.help-body table { border-collapse: collapse; }
.help-body th, .help-body td { border: 1px solid var(--partner-border); padding: 6px 10px; text-align: start; vertical-align: top; }
.help-body th { background: var(--partner-muted); }
/* Underlined: in the dark theme a link's blue is too close to the text's white to stand out by colour alone. */
.help-body a { text-decoration: underline; text-underline-offset: 2px; }
`;

interface Preview {
  src: string;
  alt: string;
}

/**
 * A help page's body (server HTML, sanitised by SafeHtml). Its pictures open larger on click
 * or Enter (antd Image preview), and its links to other help pages stay inside the app
 * instead of reloading it.
 */
export function HelpBody({ html }: { html: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

  // The pictures come as plain <img> in the HTML: make each one a control a keyboard reaches.
  useEffect(() => {
    for (const img of box.current?.querySelectorAll('img') ?? []) {
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      const alt = img.getAttribute('alt') ?? '';
      img.setAttribute('aria-label', alt ? t('help.zoom', { alt }) : t('help.zoomNoAlt'));
    }
  }, [html, t]);

  const open = (target: EventTarget) => {
    if (!(target instanceof HTMLImageElement)) return false;
    setPreview({ src: target.currentSrc || target.src, alt: target.alt });
    return true;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (open(event.target)) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (plain && href.startsWith('/') && !href.startsWith('//') && !link?.hasAttribute('target')) {
      event.preventDefault();
      navigate(href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && open(event.target)) event.preventDefault();
  };

  return (
    <>
      <style href="partner-help-body" precedence="default">{CSS}</style>
      {/* The handlers only delegate to the pictures and links inside, which have their own roles. */}
      <SafeHtml ref={box} html={html} className="help-body" lang="ru" onClick={onClick} onKeyDown={onKeyDown} />
      <Image
        style={{ display: 'none' }}
        src={preview?.src}
        alt={preview?.alt}
        preview={{ visible: preview !== null, src: preview?.src, onVisibleChange: (visible) => !visible && setPreview(null) }}
      />
    </>
  );
}
