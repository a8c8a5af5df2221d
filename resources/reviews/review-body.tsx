import { Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Review } from './types';
import { mediaUrl } from '../../providers/media-url';

/** Text, pros, cons and photos of a review: the expanded row and the details page share it. */
export function ReviewBody({ review }: { review: Review }) {
  const { t } = useTranslation();
  const parts: Array<[string, string]> = [
    ['text', review.text],
    ['advantages', review.advantages],
    ['disadvantages', review.disadvantages],
  ];
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {parts.map(([key, value]) => (
        <div key={key}>
          <Typography.Text type="secondary">{t(`reviews.fields.${key}`)}: </Typography.Text>
          <Typography.Text>{value || t('reviews.empty')}</Typography.Text>
        </div>
      ))}
      <ReviewImages urls={review.images_urls} title={review.product_title.ru} />
    </Space>
  );
}

export function ReviewImages({ urls, title }: { urls: string[]; title: string }) {
  const { t } = useTranslation();
  if (urls.length === 0) return <Typography.Text type="secondary">{t('reviews.noImages')}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap>
        {urls.map((url, index) => (
          <Image key={url} src={mediaUrl(url)} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} alt={t('reviews.imageAlt', { title, n: index + 1 })} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
