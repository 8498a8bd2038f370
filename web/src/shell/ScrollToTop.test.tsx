import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

describe('scroll-to-top button', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  it('is hidden at the top of the page', () => {
    renderWithTheme(<ScrollToTop />);
    expect(button()).toBeNull();
  });

  it('appears once scrolled past 300 px and is hidden at exactly 300 px', async () => {
    renderWithTheme(<ScrollToTop />);
    scrollWindowTo(301);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollWindowTo(300);
    await waitFor(() => expect(button()).toBeNull());
  });

  it('hides again when scrolled back up', async () => {
    renderWithTheme(<ScrollToTop />);
    scrollWindowTo(800);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollWindowTo(100);
    await waitFor(() => expect(button()).toBeNull());
  });

  it('scrolls the window back to the top when clicked', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithTheme(<ScrollToTop />);
    scrollWindowTo(1200);
    await userEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });
});
