import { memo, Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { holdsPressIn, pressHeldButtons } from './early-input.ts';

/**
 * A part of a prerendered page whose code loads when the visitor comes near it (decision 20's addendum): the
 * page's HTML has it from the start, the script that makes it work arrives when it scrolls within reach, or is
 * pointed at, touched or focused. Used below the fold, where the first download should not wait for it. Until it
 * is live (its wrapper `data-island`, without `data-island-live`), a button pressed in it is held, its code loaded,
 * and the button pressed again once it is live (lib/early-input.ts); text typed stays in its fields; its links work
 * as links. What the visitor does in it is heard on the window, above React (docs/decisions/0061-islands-hear-approaches-above-react.md).
 */
export interface IslandCode<P> {
  /** Starts loading the code (once) and resolves with the component. */
  load: () => Promise<ComponentType<P>>;
  /** Resolves when the code has loaded, without starting it. */
  ready: Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
}

const islands: IslandCode<never>[] = [];

/**
 * Marks a settled promise the way React's `use()` reads it, so a component asking for what has arrived (an island's
 * code, the data layer) renders at once instead of suspending for a tick.
 */
export function markFulfilled<T>(promise: Promise<T>, value: T) {
  const readable = promise as Promise<T> & { status?: 'fulfilled'; value?: T };
  readable.status = 'fulfilled';
  readable.value = value;
}

export function defineIsland<P>(loader: () => Promise<ComponentType<P>>): IslandCode<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let markReady!: (component: ComponentType<P>) => void;
  const ready = new Promise<ComponentType<P>>((resolve) => (markReady = resolve));
  const island: IslandCode<P> = {
    ready,
    load: () =>
      (loading ??= loader().then(
        (component) => {
          island.loaded = component;
          markFulfilled(ready, component);
          if (loading) markFulfilled(loading, component);
          markReady(component);
          return component;
        },
        (error: unknown) => {
          loading = undefined; // the next approach tries again
          throw error;
        },
      )),
  };
  islands.push(island as IslandCode<never>);
  return island;
}

/** The prerender step loads every island's code before it renders, so the page's HTML has them. */
export const loadAllIslands = () => Promise.all(islands.map((island) => island.load()));

/**
 * Set while the visitor is on the prerendered page the browser loaded (entry-client.tsx), cleared by the first
 * navigation inside the app: the islands rendered meanwhile have their HTML on the page already. Not cleared when
 * the app's first render is done: React hydrates a route's parts in later passes, after the app's own effects.
 */
export const arrivalPage = { current: false };

/**
 * For a route's `loader`: a navigation inside the app waits for the page's islands' code, so the page shows whole
 * (and a link to one of its anchors finds it); the page the browser loaded does not wait, its islands' HTML is
 * already on screen.
 */
export function loadIslandsOnNavigation(...codes: { load: () => Promise<unknown> }[]): Promise<void> | undefined {
  if (arrivalPage.current) return undefined;
  return Promise.all(codes.map((code) => code.load())).then(() => undefined);
}

/**
 * What says the visitor reaches for an island: the pointer over it or pressing in it, a touch, the focus (a field
 * tabbed to or clicked), a key, a field changed (a choice made without the focus coming, as by an assistive tool),
 * a click (a press the page's start-up script holds for it).
 */
const APPROACHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click'] as const;
const LISTEN = { capture: true, passive: true } as const;

/**
 * Loads an island's code as soon as the page is live when `needed()` says so: a part that shows what this tab kept
 * (storage the server cannot read: a checkout mid-way, an assessment half answered) is not to wait for the visitor
 * to reach for it, or it shows the server's empty version until then.
 */
export function useLoadIslandIf(code: { load: () => Promise<unknown> }, needed: () => boolean): void {
  useEffect(() => {
    if (needed()) void code.load().catch(() => undefined);
  }, [code, needed]);
}

/** How far below the screen an island starts loading: about a screen ahead of the visitor. */
const NEAR = '600px 0px';

/**
 * While the page hydrates, an island whose code is not here suspends: React keeps its prerendered HTML as it is
 * (a dehydrated Suspense boundary) and hydrates it in place once the code has loaded. Anywhere else (a visit that
 * arrives by a link inside the app) it loads at once.
 */
function IslandBody<P extends object>({ code, props, deferred, onLive }: { code: IslandCode<P>; props: P; deferred: boolean; onLive: () => void }) {
  // Whether this part waits for its code is decided once, when it mounts: React replays a part that waited, and a
  // replay must ask use() again, as the attempt that waited did, or the order of its hooks breaks (React error 520
  // in a navigation). A part whose code was here from the start never asks. A part deferred while the page hydrated
  // always asks: React retries its hydration from scratch (its state included) once the code is here.
  const [codeWasHere] = useState(() => code.loaded !== undefined);
  const Component = deferred ? use(code.ready) : codeWasHere && code.loaded ? code.loaded : use(code.load());
  // Runs once this part has hydrated (or rendered): its buttons answer from now on.
  useEffect(onLive, [onLive]);
  // eslint-disable-next-line react-hooks/static-components -- the component is defined once in its module; an island only waits for it
  return <Component {...props} />;
}

/**
 * `loadWhen`: 'near' (the default) loads the code as the visitor scrolls within about a screen of the part, or
 * approaches it; 'approached' only when the pointer, a touch or the focus reaches it (or a button in it is pressed),
 * for a tool at the top of its page that a visitor may only read.
 */
function IslandPart<P extends object>({ code, props, loadWhen = 'near' }: IslandProps<P>) {
  const [deferred] = useState(() => arrivalPage.current && !code.loaded);
  const ref = useRef<HTMLDivElement>(null);
  const onLive = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // Set, not rendered: hydration would not add it to the prerendered HTML.
    element.setAttribute('data-island-live', '');
    pressHeldButtons();
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!deferred || code.loaded || !element) return;
    let observer: IntersectionObserver | undefined;
    const stopListening = () => {
      observer?.disconnect();
      for (const type of APPROACHES) window.removeEventListener(type, approached, LISTEN);
    };
    // Listening until the code is here: a failed download is tried again at the next approach.
    const load = () => void code.load().then(stopListening, () => undefined);
    const approached = (event: Event) => event.target instanceof Node && element.contains(event.target) && load();
    // On the window, while the event goes down (capture): React's own listener on the app's root stops every event
    // whose target lies in a part it has not hydrated yet (it queues it to replay once hydrated), so a listener on
    // this wrapper, below the root, never heard an approach from inside it (docs/decisions/0061-islands-hear-approaches-above-react.md).
    for (const type of APPROACHES) window.addEventListener(type, approached, LISTEN);
    if (loadWhen === 'near' && typeof IntersectionObserver !== 'undefined')
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: NEAR });
    // A button in it was pressed before the page was live: its code is needed now, wherever the visitor is.
    if (holdsPressIn(element)) load();
    else if (observer) observer.observe(element);
    else if (loadWhen === 'near') load();
    return stopListening;
  }, [code, deferred, loadWhen]);

  return (
    <div ref={ref} data-island="">
      <Suspense fallback={null}>
        <IslandBody code={code} props={props} deferred={deferred} onLive={onLive} />
      </Suspense>
    </div>
  );
}

interface IslandProps<P> {
  code: IslandCode<P>;
  props: P;
  loadWhen?: 'near' | 'approached';
}

const sameValues = (a: object, b: object) => {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/**
 * An island re-renders only when what it is given changes (its props compared value by value): a part still waiting
 * for its code that receives an update is thrown away by React and rendered afresh, empty until its code comes, and
 * with it the text a visitor typed and the press held for it. The page around it re-renders right after hydration
 * (useHydrated, the router), so without this a visitor typing into the contact form at that moment lost words.
 */
export const Island = memo(
  IslandPart,
  (before, after) => before.code === after.code && before.loadWhen === after.loadWhen && sameValues(before.props, after.props),
) as typeof IslandPart;
