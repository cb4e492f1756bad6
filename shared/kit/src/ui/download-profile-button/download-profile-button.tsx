import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '@bbg/platform';
import { Button, type ButtonSize, type ButtonVariant } from '../button/button';
import { useKitWords } from '../../words/use-kit-words';

export const PROFILE_FILE_NAME = 'BBG_Company_Profile.pdf';
/** Some browsers abort a download whose blob URL is revoked right after the click: keep it a minute. */
export const REVOKE_AFTER_MS = 60_000;

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
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
}

/** The visible text: `label` (Download PDF, Explore Our Story, DOWNLOAD PORTFOLIO), or children for richer content. */
type DownloadProfileButtonProps = { readonly variant?: ButtonVariant; readonly size?: ButtonSize } & (
  | { readonly label: string; readonly children?: never }
  | { readonly label?: never; readonly children: ReactNode }
);

/** Fetches the company profile PDF as a blob and saves it; a failure is logged and alerted. */
export function DownloadProfileButton({ label, children, variant = 'accent', size = 'md' }: DownloadProfileButtonProps) {
  const { companyProfileUrl } = useRuntimeConfig();
  const [busy, setBusy] = useState(false);
  // Alerted when the PDF fetch fails or answers non-2xx (docs/behaviour.md#download-profile).
  const { failed } = useKitWords().download;

  const download = async (): Promise<void> => {
    setBusy(true);
    try {
      await saveProfile(companyProfileUrl);
    } catch (error) {
      console.error('Company profile download failed:', error);
      window.alert(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} size={size} aria-busy={busy} disabled={busy} onClick={() => void download()}>
      <Download aria-hidden="true" size={18} />
      {label ?? children}
    </Button>
  );
}
