import { useState } from 'react';
import { Accordion, artTopics, artUrl, Banner, Button, Card, CardGrid, Carousel, CopyUrlButton, DownloadProfileButton, InformationPageSection, Modal, NewsletterPanel, NewsCards, ScrollDownButton, ShareButton, SubscribeBox, tabPanelProps, Tabs, notify } from '@bbg/kit';
import { CatalogueEntry as Entry } from './catalogue-entry';
import { HeroFrameEntry } from './hero-frame-entry';
import { PrimitiveEntries } from './primitive-entries';
import { catalogueBanner, catalogueFacts, catalogueInformation, catalogueNews, catalogueTabs, catalogueValues } from './catalogue-content';
import styles from './catalogue-page.module.css';

/** Every kit component once, as teams will use it. */
export function CataloguePage() {
  const [tab, setTab] = useState<string>(catalogueTabs[0]?.id ?? '');
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <main className={styles.catalogue}>
      <Banner entry={catalogueBanner} />
      <div className={styles.intro}>
        <p className={styles.lead}>BBG UI kit: every shared component, at every width.</p>
      </div>
      <HeroFrameEntry />
      <PrimitiveEntries />
      <Entry title="Subscribe boxes">
        <SubscribeBox rule="footer" label="Footer rule" tone="light" />
        <SubscribeBox rule="newsletter" label="Partners and brands rule" tone="light" />
      </Entry>
      <Entry title="Newsletter panel" dark>
        <NewsletterPanel tone="glass" title="Stay in the loop" text="News, events and brand stories from the group." label="Subscribe to our newsletter" />
      </Entry>
      <Entry title="Share, Copy URL, Download company profile" dark>
        <ShareButton url="https://bbg.example/our-ambition" />
        <CopyUrlButton />
        <DownloadProfileButton>Download PDF</DownloadProfileButton>
      </Entry>
      <Entry title="Accordion">
        <Accordion items={catalogueFacts} defaultOpenId={catalogueFacts[0]?.id} />
      </Entry>
      <Entry title="Tabs">
        <Tabs label="Brand categories" tabs={catalogueTabs} activeId={tab} onChange={setTab} />
        <Card tone="lilac" {...tabPanelProps(tab)}>
          Brands in {catalogueTabs.find((t) => t.id === tab)?.label}
        </Card>
      </Entry>
      <Entry title="Carousel">
        <Carousel
          config={{ label: 'Our values', slidesPerView: 1, breakpoints: { 768: 2, 1200: 3 }, autoplayMs: 9000, loop: true, arrows: true, dots: true }}
          items={catalogueValues}
          getKey={(value) => value.title}
          renderSlide={(value) => (
            <Card as="article" tone="lilac" padding="lg" className={styles.slide}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </Card>
          )}
        />
      </Entry>
      <Entry title="Modal and toasts">
        <Button onClick={() => setModalOpen(true)}>Open modal</Button>
        <Button onClick={() => notify.success('Enquiry submitted successfully!', { autoClose: 3000 })}>Show toast</Button>
        <Modal open={modalOpen} onClose={() => setModalOpen(false)} title="Partner with us">
          <p>Modal content: focus stays here until it closes.</p>
        </Modal>
      </Entry>
      <section aria-label="Information page" className={styles.flush}>
        <InformationPageSection page={catalogueInformation} anchorId="information" />
      </section>
      <section aria-label="News cards" className={styles.flush}>
        <NewsCards items={catalogueNews} heading="News & Events" />
      </section>
      <Entry title="Down-arrow" dark>
        <ScrollDownButton targetId="art" />
      </Entry>
      <section id="art" className={styles.entry} aria-label="Art">
        <h2 className={styles.entryTitle}>Art</h2>
        <CardGrid columns={4} label="Art topics">
          {artTopics.map((topic) => (
            <Card as="li" key={topic} padding="none">
              <img src={artUrl(topic)} width={1600} height={900} alt="" loading="eager" className={styles.artImage} />
              <p className={styles.artName}>{topic}</p>
            </Card>
          ))}
        </CardGrid>
      </section>
    </main>
  );
}
