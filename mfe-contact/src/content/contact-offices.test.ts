import { INITIAL_POINTER_ID, officeCities, officeDetails, telHref, withDetails } from './contact-offices';
import english from './en/contact-offices.json';
import { MAP_HEIGHT, MAP_WIDTH, mapPointers } from './office-map.generated';
import { officeLocations } from './office-locations';

const countries = english.contactOffices;
const contactOffices = withDetails(countries, officeDetails);

describe('contact offices', () => {
  it('has the 16 countries, in order, with unique ids; pointer 10 (open at first) is India', () => {
    expect(contactOffices.map((office) => office.country)).toEqual([
      "Cote d'Ivoire", 'Nigeria', 'Cameroon', 'Angola', 'Kenya', 'Zimbabwe', 'Madagascar', 'Mozambique', 'Djibouti', 'India', 'RDC',
      'Zambia', 'Namibia', 'C.A.R', 'Brazzaville', 'Malawi',
    ]);
    expect(contactOffices.map((office) => office.id)).toEqual(contactOffices.map((_, index) => index + 1));
    expect(contactOffices.find((office) => office.id === INITIAL_POINTER_ID)?.country).toBe('India');
  });

  it('lists the multi-office countries\u2019 cities in order', () => {
    const cities = (country: string) => {
      const office = contactOffices.find((candidate) => candidate.country === country);
      return office ? officeCities(office).map((city) => city.city) : [];
    };
    expect(cities('Cameroon')).toEqual(['Douala', 'Yaounde']);
    expect(cities('India')).toEqual(['Jaipur', 'Gurugram', 'Surat']);
    expect(cities('Zambia')).toEqual(['Lusaka', 'Kitwe']);
    expect(cities('Namibia')).toEqual(['Windhoek', 'Walvisbay']);
    expect(cities('Malawi')).toEqual(['Lilongwe', 'Blantyre']);
    const multi = contactOffices.filter((office) => officeCities(office).length > 1).map((office) => office.country);
    expect(multi).toEqual(['Cameroon', 'India', 'Zambia', 'Namibia', 'Malawi']);
  });

  it('gives every office country its details, by id, in the same order', () => {
    expect(officeDetails.map((details) => details.id)).toEqual(countries.map((country) => country.id));
    expect(contactOffices).toHaveLength(countries.length);
  });

  it('gives every office an address, a dialable phone and a flag', () => {
    for (const office of contactOffices) {
      expect(office.flag).toBeTruthy();
      for (const city of officeCities(office)) {
        expect(city.address.length).toBeGreaterThan(10);
        expect(telHref(city.phone)).toMatch(/^tel:\+\d{8,15}$/);
      }
    }
  });

  it('places one pointer per office inside the generated map', () => {
    expect(officeLocations.map((location) => location.id)).toEqual(contactOffices.map((office) => office.id));
    expect(mapPointers.map((pointer) => pointer.id)).toEqual(contactOffices.map((office) => office.id));
    for (const pointer of mapPointers) {
      expect(pointer.x).toBeGreaterThan(0);
      expect(pointer.x).toBeLessThan(MAP_WIDTH);
      expect(pointer.y).toBeGreaterThan(0);
      expect(pointer.y).toBeLessThan(MAP_HEIGHT);
    }
  });
});
