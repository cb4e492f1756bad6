import { Phone } from 'lucide-react';
import { Accordion } from '@bbg/kit';
import { officeCities, phoneText, telHref, type ContactOffice } from '../../content/contact-offices';
import styles from './office-card.module.css';

/** A pointer's card: flag, country, and an accordion of its office cities with address and phone. */
export function OfficeCard({ office }: { readonly office: ContactOffice }) {
  const cities = officeCities(office);
  const items = cities.map((city) => ({
    id: city.city.toLowerCase(),
    title: city.city,
    content: (
      <>
        <address className={styles.address}>{city.address}</address>
        <a className={styles.phone} href={telHref(city.phone)}>
          <Phone aria-hidden="true" size={16} />
          {phoneText(city.phone)}
        </a>
      </>
    ),
  }));
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <img className={styles.flag} src={office.flag} width={40} height={30} alt="" />
        <h3 className={styles.country}>{office.country}</h3>
      </div>
      <Accordion key={office.id} items={items} defaultOpenId={items[0]?.id} />
    </div>
  );
}
