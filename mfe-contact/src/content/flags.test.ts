import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { phoneFlags } from '../pages/contact-us/phone-flags';
import { officeDetails, withDetails } from './contact-offices';
import english from './en/contact-offices.json';
import { flagUrl } from './flags';
import { presenceFlags } from './world-wide';

describe('flagUrl', () => {
  it('names a flag as a file of this build', () => {
    expect(flagUrl('in', '/remotes/contact/1.0.0/')).toBe('/remotes/contact/1.0.0/static/flags/in.webp');
    expect(flagUrl('ke')).toBe('/static/flags/ke.webp');
  });

  it('gives the phone picker, the offices and the presence cards one address per flag, so a browser builds each once', () => {
    const picker = new Map(phoneFlags().map((flag) => [flag.iso2, flag.src]));
    const india = withDetails(english.contactOffices, officeDetails).find((office) => office.country === 'India');
    expect(india?.flag).toBe(picker.get('in'));
    expect(presenceFlags.india).toBe(picker.get('in'));
    for (const flag of [...officeDetails.map((details) => details.flag), ...Object.values(presenceFlags)]) expect([...picker.values()]).toContain(flag);
  });
});

describe('the flag pictures', () => {
  it('has one for every country the phone picker offers', () => {
    const pictures = new Set(readdirSync(join(__dirname, '../assets/flags')));
    const missing = phoneFlags().filter((flag) => !pictures.has(`${flag.iso2}.webp`));
    expect(missing).toEqual([]);
  });
});
