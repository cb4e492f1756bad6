import { CopyUrlButton, DownloadProfileButton, ShareButton } from '@bbg/kit';
import type { NewsArticle, NewsArticleLabels } from '../../content/news-article';
import styles from './article-body.module.css';

/** The article: tags, headline, date, the actions (Share, Copy URL, Download PDF), its figures and body. */
export function ArticleBody({ article, labels }: { readonly article: NewsArticle; readonly labels: NewsArticleLabels }) {
  return (
    <article className={styles.article} aria-labelledby="article-headline">
      <header className={styles.header}>
        <ul className={styles.tags} aria-label={labels.tags}>
          {article.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <h2 id="article-headline" className={styles.headline}>
          {article.headline}
        </h2>
        <p className={styles.date}>
          <time dateTime={article.dateTime}>{article.date}</time>
        </p>
        <div className={styles.actions}>
          <CopyUrlButton />
          <DownloadProfileButton label={labels.downloadPdf} />
          {/* Last in the row: its icons appear to its right, in space the kit keeps for them. */}
          <div className={styles.share}>
            <ShareButton instagram="share" />
          </div>
        </div>
      </header>
      <dl className={styles.figures}>
        {article.figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>
              <bdi>{figure.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {article.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </article>
  );
}
