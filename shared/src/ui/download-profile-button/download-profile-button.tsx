import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '@bbg/shared/platform';
import styles from './download-profile-button.module.css';

export const DOWNLOAD_FAILED = 'Failed to download the PDF. Please try again later.';
export const PROFILE_FILE_NAME = 'BBG_Company_Profile.pdf';

async function saveProfile(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = PROFILE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}

/** Download PDF / Explore Our Story / DOWNLOAD PORTFOLIO: fetches the company profile and saves it. */
export function DownloadProfileButton({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const { companyProfileUrl } = useRuntimeConfig();
  const [busy, setBusy] = useState(false);

  const download = async (): Promise<void> => {
    setBusy(true);
    try {
      await saveProfile(companyProfileUrl);
    } catch (error) {
      console.error('Company profile download failed:', error);
      window.alert(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className ?? styles.button} aria-busy={busy} disabled={busy} onClick={() => void download()}>
      <Download aria-hidden="true" size={18} />
      {children}
    </button>
  );
}
