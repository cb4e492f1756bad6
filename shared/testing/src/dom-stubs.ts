import { stubProperty } from './stubs';

/** Tests only: jsdom does no layout and has no scrollIntoView. Returns the stand-in (its `mock.contexts` are the elements scrolled to). */
export function stubScrollIntoView(): jest.Mock {
  const scrollIntoView = jest.fn();
  stubProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
  return scrollIntoView;
}

/** Tests only: jsdom's dialogs cannot open as modals; showModal and close set and remove `open`, as a browser does. */
export function stubDialog(): void {
  stubProperty(HTMLDialogElement.prototype, 'showModal', function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  stubProperty(HTMLDialogElement.prototype, 'close', function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
}
