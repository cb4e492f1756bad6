import english from './en/footer.json';
import { organizationJsonLd } from './organization';

const { offices } = english;

describe('organizationJsonLd', () => {
  it("names BBG, its profiles and the footer's offices, in the document's language", () => {
    const data = organizationJsonLd('https://www.bbgroup.example', offices, 'en');
    expect(data).toMatchObject({ '@type': 'Organization', name: 'BBG', url: 'https://www.bbgroup.example/', inLanguage: 'en' });
    expect(data.address.map((address) => address.addressLocality)).toEqual(offices.map((office) => office.city));
  });
});
