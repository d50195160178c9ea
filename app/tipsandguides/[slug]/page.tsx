import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { WhatsAppShare } from '@/components/share/WhatsAppShare';
import { ArticleJsonLd } from '@/components/tips/ArticleJsonLd';
import { PageBanner } from '@/components/tips/PageBanner';
import { TipByline } from '@/components/tips/TipCard';
import { TipLinks } from '@/components/tips/TipLinks';
import { tipPath } from '@/components/tips/tipPath';
import { LeadImage } from '@/components/ui/LeadImage';
import { imageVariantProps } from '@/lib/images/variants';
import { shareText } from '@/lib/messages/share';
import { tipsText } from '@/lib/messages/tips';
import { sharePreviewMetadata } from '@/lib/share';
import { sanitizeArticleHtml } from '@/server/html/sanitize';
import { serverEnv } from '@/server/env';
import { getTipDetail } from '@/server/vst/tips';
import styles from '@/components/tips/Tips.module.css';

type Params = Promise<{ slug: string }>;

// Articles render on first request and are then served from cache for as long as tips data is
// (revalidateSeconds.tips; a segment option must be a literal).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function loadTip(params: Params) {
  const { slug } = await params;
  const result = await getTipDetail({ slug: decodeURIComponent(slug) });
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) notFound();
    throw new Error(result.detail);
  }
  return result.data;
}

const absolute = (path: string) => new URL(path, serverEnv().appUrl).toString();

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tip } = await loadTip(params);
  const url = tipPath(tip);
  const preview = sharePreviewMetadata(`/og/tip/${encodeURIComponent(tip.slug)}`, shareText.previewAlt(tip.title));
  return {
    title: tip.title,
    description: tip.excerpt,
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title: tip.title,
      description: tip.excerpt,
      url,
      publishedTime: tip.date_posted,
      authors: [tip.posted_by.name],
      images: preview.images,
    },
    twitter: { ...preview.twitter, title: tip.title, description: tip.excerpt },
  };
}

export default async function TipArticlePage({ params }: { params: Params }) {
  const { tip, recent, related } = await loadTip(params);
  const body = sanitizeArticleHtml(tip.body);
  return (
    <>
      <ArticleJsonLd tip={tip} url={absolute(tipPath(tip))} imageUrl={absolute(tip.image_link)} />
      {/* No picture behind the heading here: the article shows its photo below, and a phone on metered
          data should download it once (the banner's and the article's variants differ in size). */}
      <PageBanner>
        <h1>{tip.title}</h1>
        <TipByline tip={tip} />
      </PageBanner>
      <div className={`container ${styles.article}`}>
        <article aria-label={tip.title}>
          {/* Its own page's picture only: the list's links to the article do not download it (LeadImage). */}
          <LeadImage className={styles.articleImage} {...imageVariantProps(tip.image_link, 'article')} alt="" />
          {/* Sanitized on the server above (server/html/sanitize.ts): prose tags and safe links only. */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
          <p><WhatsAppShare text={tip.title} url={absolute(tipPath(tip))} /></p>
          <Link href="/tipsandguides" className={styles.back}>{tipsText.backToList}</Link>
        </article>
        <div className={styles.related}>
          <TipLinks title={tipsText.recent} tips={recent} />
          <TipLinks title={tipsText.related} tips={related} />
        </div>
      </div>
    </>
  );
}
