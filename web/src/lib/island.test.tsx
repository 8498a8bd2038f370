import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrivalPage, defineIsland, Island, useLoadIslandIf } from './island.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An island whose code arrives when the test says so, and counts how often it was asked for. */
function controlledIsland() {
  let arrive!: () => void;
  const asked = vi.fn();
  const code = defineIsland(() => {
    asked();
    return new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting)));
  });
  return { code, asked, arrive: () => act(async () => arrive()) };
}

/** Renders inside an awaited act, as a suspending component needs. */
async function renderIsland(ui: ReactElement) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui);
  });
  return result;
}

describe('islands (lib/island.tsx)', () => {
  it('loads its code once however often it is asked, and again after a failed download', async () => {
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return Greeting;
    });
    const code = defineIsland(loader);
    await expect(code.load()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([code.load(), code.load()]);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(code.loaded).toBe(Greeting);
  });

  it('reached by a link inside the app, it loads at once and renders with its props', async () => {
    const { code, asked, arrive } = controlledIsland();
    await renderIsland(<Island code={code} props={{ name: 'Ada' }} />);
    expect(asked).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByText('Hello Ada')).toBeVisible();
  });

  it('rendered in a navigation whose code arrives at once, it renders without an error React has to recover from', async () => {
    // A navigation is a transition: React waits for the island's code and replays the island in place, where
    // its hooks must be the same ones in the same order as in the attempt that waited (React error 520).
    const code = defineIsland(() => Promise.resolve(Greeting));
    const recovered = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: recovered });
    await act(async () => {
      startTransition(() => root.render(<Island code={code} props={{ name: 'Katherine' }} />));
    });
    expect(container.textContent).toBe('Hello Katherine');
    expect(recovered).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('once its code is here, it renders in the same pass, with no empty moment', async () => {
    const code = defineIsland(() => Promise.resolve(Greeting));
    await code.load();
    act(() => {
      render(<Island code={code} props={{ name: 'Dorothy' }} />);
    });
    expect(screen.getByText('Hello Dorothy')).toBeVisible();
  });

  describe('on the page the browser loaded', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    beforeEach(() => {
      arrivalPage.current = true;
      observers.length = 0;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            observers.push({ callback, options });
          }
          observe() {}
          disconnect() {}
        },
      );
    });
    afterEach(() => {
      arrivalPage.current = false;
      vi.unstubAllGlobals();
    });
    const nearScreen = (isIntersecting: boolean) =>
      act(() => observers[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

    it('waits until the visitor scrolls within about a screen of it', async () => {
      const { code, asked, arrive } = controlledIsland();
      await renderIsland(<Island code={code} props={{ name: 'Grace' }} />);
      expect(observers[0]?.options?.rootMargin).toBe('600px 0px');
      nearScreen(false);
      expect(asked).not.toHaveBeenCalled();
      nearScreen(true);
      expect(asked).toHaveBeenCalledTimes(1);
      await arrive();
      expect(screen.getByText('Hello Grace')).toBeVisible();
    });

    it('keeps its prerendered part, and what was typed in it, when the page re-renders before its code has come', async () => {
      function NameField({ name }: { name: string }) {
        return <input aria-label="Name" name={name} defaultValue="" />;
      }
      const serverCode = defineIsland(() => Promise.resolve(NameField));
      await serverCode.load();
      // The page around the island: `visit` changes nothing the island is given.
      function Page({ code, visit }: { code: typeof serverCode; visit: number }) {
        return (
          <main data-visit={visit}>
            <Island code={code} props={{ name: 'who' }} />
          </main>
        );
      }
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<Page code={serverCode} visit={0} />);
      const prerendered = container.querySelector('input')!;

      let arrive!: () => void;
      const clientCode = defineIsland(() => new Promise<typeof NameField>((resolve) => (arrive = () => resolve(NameField))));
      const recovered = vi.fn();
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, <Page code={clientCode} visit={0} />, { onRecoverableError: recovered });
      });
      prerendered.value = 'Morgan'; // typed while the island waits for its code
      await act(async () => root.render(<Page code={clientCode} visit={1} />));
      expect(container.querySelector('input')).toBe(prerendered);

      await act(async () => {
        clientCode.load().catch(() => undefined);
        arrive();
      });
      expect(container.querySelector('input')).toBe(prerendered);
      expect(prerendered.value).toBe('Morgan');
      expect(container.querySelector('[data-island]')?.hasAttribute('data-island-live')).toBe(true);
      expect(recovered).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
    });

    /** Server HTML of an island with a field and a button, hydrated while its code has not come (an approached island). */
    async function hydrateWaitingIsland() {
      function DetailsForm({ label }: { label: string }) {
        return (
          <form aria-label={label}>
            <input aria-label="Email" name="email" defaultValue="" />
            <button type="submit">Continue</button>
          </form>
        );
      }
      const serverCode = defineIsland(() => Promise.resolve(DetailsForm));
      await serverCode.load();
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<Island code={serverCode} props={{ label: 'Details' }} loadWhen="approached" />);
      const asked = vi.fn();
      const clientCode = defineIsland(() => {
        asked();
        return new Promise<typeof DetailsForm>(() => undefined);
      });
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, <Island code={clientCode} props={{ label: 'Details' }} loadWhen="approached" />);
      });
      const done = () => {
        act(() => root.unmount());
        container.remove();
      };
      return { container, asked, field: container.querySelector('input')!, button: container.querySelector('button')!, done };
    }

    // React stops, at its root, every event whose target lies in a part it has not hydrated yet (it queues it for
    // replay): listeners on the island's own wrapper never heard them (docs/decisions/0061-islands-hear-approaches-above-react.md).
    it.each([
      ['the focus comes to one of its fields', (field: HTMLElement) => fireEvent.focusIn(field)],
      ['the pointer comes over one of its fields', (field: HTMLElement) => fireEvent.pointerOver(field)],
      ['a finger touches one of its fields', (field: HTMLElement) => fireEvent.touchStart(field)],
      ['a pointer presses one of its fields', (field: HTMLElement) => fireEvent.pointerDown(field)],
      ['one of its fields changes without the focus coming to it', (field: HTMLElement) => fireEvent.change(field, { target: { value: 'a@b.co' } })],
    ])('an approached island whose part waits for its code loads when %s', async (_, approach) => {
      const { asked, field, done } = await hydrateWaitingIsland();
      expect(asked).not.toHaveBeenCalled();
      await act(async () => approach(field));
      expect(asked).toHaveBeenCalledTimes(1);
      done();
    });

    it('an approached island is not loaded by what happens outside it', async () => {
      const { asked, done } = await hydrateWaitingIsland();
      const outside = document.body.appendChild(document.createElement('input'));
      await act(async () => {
        fireEvent.focusIn(outside);
        fireEvent.pointerOver(outside);
      });
      expect(asked).not.toHaveBeenCalled();
      outside.remove();
      done();
    });

    it.each([
      [true, 1],
      [false, 0],
    ])('a page whose tab kept something for its island (%s) loads the island as soon as it is live, without waiting for an approach', async (kept, asks) => {
      const { code, asked } = controlledIsland();
      function Page() {
        useLoadIslandIf(code, () => kept);
        return <Island code={code} props={{ name: 'Kept' }} loadWhen="approached" />;
      }
      await renderIsland(<Page />);
      expect(asked).toHaveBeenCalledTimes(asks);
    });

    it('loads when the pointer or the focus comes to it first', async () => {
      const { code, asked } = controlledIsland();
      const { container } = await renderIsland(<Island code={code} props={{ name: 'Alan' }} />);
      expect(asked).not.toHaveBeenCalled();
      fireEvent.focusIn(container.firstElementChild!);
      expect(asked).toHaveBeenCalledTimes(1);
    });
  });
});
