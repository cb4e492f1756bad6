import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { Highlight } from './highlight';

describe('Highlight', () => {
  it('names its colour in the served HTML, the accent when none is given, and carries no style attribute', () => {
    expect(renderToString(<Highlight color="mint">BBG</Highlight>)).toBe('<span class="highlight" data-color="mint">BBG</span>');
    render(<Highlight>Group</Highlight>);
    expect(screen.getByText('Group')).toHaveAttribute('data-color', 'accent');
    expect(screen.getByText('Group')).not.toHaveAttribute('style');
  });
});
