import { Phone } from 'lucide-react';
import { Accordion, LAZY_IMAGE } from '@bbg/kit';
import { officeCities, phoneText, telHref, type ContactOffice } from '../../content/contact-offices';
import styles from './office-card.module.css';

/**
 * A pointer's card: flag, country, and an accordion of its office cities with address and phone. The address (in
 * Latin letters) and the number are isolated, so an Arabic page lays them out left to right. Every card is served,
 * most of them hidden: the flag waits until its card shows.
 */
export function OfficeCard({ office }: { readonly office: ContactOffice }) {
  const cities = officeCities(office);
  // Ids of their own rather than the cities' names, which a language may write with spaces.
  const items = cities.map((city, index) => ({
    id: `city-${index + 1}`,
    title: city.city,
    content: (
      <>
        <address className={styles.address}>
          <bdi dir="ltr">{city.address}</bdi>
        </address>
        <a className={styles.phone} href={telHref(city.phone)}>
          <Phone aria-hidden="true" size={16} />
          <bdi dir="ltr">{phoneText(city.phone)}</bdi>
        </a>
      </>
    ),
  }));
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <img className={styles.flag} src={office.flag} width={40} height={30} alt="" {...LAZY_IMAGE} />
        <h3 className={styles.country}>{office.country}</h3>
      </div>
      <Accordion key={office.id} items={items} defaultOpenId={items[0]?.id} />
    </div>
  );
}
