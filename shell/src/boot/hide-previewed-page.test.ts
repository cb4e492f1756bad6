import { PREVIEW_BAR_ATTRIBUTE, PREVIEW_REPLACES_ATTRIBUTE, PREVIEW_SESSION_KEY, SERVED_PAGE_ID } from '@bbg/contract';
import { hidePreviewedPage } from './hide-previewed-page';

const html = document.documentElement;
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));

function servedBy(remote: string): void {
  const record = document.createElement('script');
  record.type = 'application/json';
  record.id = SERVED_PAGE_ID;
  record.textContent = JSON.stringify({ remote, version: '1.0.0' });
  document.head.append(record);
}

afterEach(() => {
  sessionStorage.clear();
  html.removeAttribute(PREVIEW_BAR_ATTRIBUTE);
  html.removeAttribute(PREVIEW_REPLACES_ATTRIBUTE);
  document.head.replaceChildren();
});

describe('the preview hiding', () => {
  it('does nothing in a tab that previews nothing', async () => {
    hidePreviewedPage(html);
    servedBy('brands');
    await mutationsSeen();
    expect(html).not.toHaveAttribute(PREVIEW_BAR_ATTRIBUTE);
    expect(html).not.toHaveAttribute(PREVIEW_REPLACES_ATTRIBUTE);
  });

  it('keeps room for the bar, and hides a page the previewed remote served', async () => {
    sessionStorage.setItem(PREVIEW_SESSION_KEY, 'brands@1.0.1-next');
    hidePreviewedPage(html);
    expect(html).toHaveAttribute(PREVIEW_BAR_ATTRIBUTE);
    servedBy('brands');
    await mutationsSeen();
    expect(html).toHaveAttribute(PREVIEW_REPLACES_ATTRIBUTE);
  });

  it('leaves a page another remote served alone', async () => {
    sessionStorage.setItem(PREVIEW_SESSION_KEY, 'brands@1.0.1-next');
    hidePreviewedPage(html);
    servedBy('legal');
    await mutationsSeen();
    expect(html).not.toHaveAttribute(PREVIEW_REPLACES_ATTRIBUTE);
  });
});
