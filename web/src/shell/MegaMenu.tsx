import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import classes from './MegaMenu.module.css';
import { type MegaMenuDefinition, type MegaMenuLink, useClientNavigation } from './nav-links.ts';
import topBarClasses from './TopBar.module.css';

export interface MegaMenuProps {
  menu: MegaMenuDefinition;
  /** The current page is one of this menu's destinations (the trigger is marked like an active link). */
  current?: boolean;
  /** Controlled by the top bar so that only one mega menu is open at a time. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** How long the pointer may travel from the trigger to the panel before a hover-opened menu closes. */
const HOVER_CLOSE_DELAY = 180;
/** The panel's width, its gap below the trigger and its margin from the window's edges, in px. */
const PANEL_WIDTH = 780;
const PANEL_OFFSET = 14;
const EDGE = 16;

const itemsOf = (panel: HTMLElement | null) => [...(panel?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
// useLayoutEffect warns when rendered on the server (prerendering); the panel is never open there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * One top-bar mega menu (docs/site-and-navigation.md#mega-menus), the WAI-ARIA menu button pattern:
 * opens on hover (a mouse) or click, closes when the pointer leaves a
 * hover-opened menu, on an outside click, on Escape (focus returns to the
 * trigger) or when focus leaves it. Keyboard: Enter, Space or ArrowDown opens
 * with focus on the first link, arrow keys move between links, Home and End jump.
 *
 * Written without Mantine's Menu on purpose: the panel sits at a fixed place
 * under its trigger and needs no floating positioning, and Menu brought Popover
 * and floating-ui into every page's first download (31 KB gzip, decision 19).
 */
export function MegaMenu({ menu, current = false, opened, onChange }: MegaMenuProps) {
  const navigate = useClientNavigation();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // Opened by a click or the keyboard: stays open when the pointer leaves, until an outside click or Escape.
  const pinned = useRef(false);
  const [focusFirstItem, setFocusFirstItem] = useState(false);
  const [placement, setPlacement] = useState<CSSProperties>({});
  const triggerId = useId();
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = () => {
    cancelClose();
    onChange(false);
  };

  useEffect(() => {
    if (!opened) pinned.current = false;
    return cancelClose;
  }, [opened]);

  // Under the trigger, centred on it, inside the window.
  useBrowserLayoutEffect(() => {
    const trigger = triggerRef.current;
    if (!opened || !trigger) return;
    const box = trigger.getBoundingClientRect();
    const width = Math.min(PANEL_WIDTH, window.innerWidth - 2 * EDGE);
    const centred = box.left + box.width / 2 - width / 2;
    setPlacement({ top: box.bottom + PANEL_OFFSET, left: Math.max(EDGE, Math.min(centred, window.innerWidth - EDGE - width)), width });
  }, [opened]);

  // A click anywhere else closes it.
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  useEffect(() => {
    if (!opened || !focusFirstItem) return;
    itemsOf(panelRef.current)[0]?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot focus request, cleared once the element has focus
    setFocusFirstItem(false);
  }, [opened, focusFirstItem]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return; // a tap is a click, not a hover
    cancelClose();
    if (!opened) onChange(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || pinned.current) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => onChange(false), HOVER_CLOSE_DELAY);
  };

  const onTriggerClick = (event: MouseEvent) => {
    // A keyboard's Enter or Space arrives as a click without a pointer position (detail 0).
    const fromKeyboard = event.detail === 0;
    if (opened && (pinned.current || fromKeyboard)) {
      close();
      return;
    }
    pinned.current = true;
    if (fromKeyboard) setFocusFirstItem(true);
    if (!opened) onChange(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      pinned.current = true;
      setFocusFirstItem(true);
      if (!opened) onChange(true);
    } else if (event.key === 'Escape' && opened) {
      close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = itemsOf(panelRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (opened && next && !rootRef.current?.contains(next)) close();
  };

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>) => {
    navigate(event);
    close();
  };

  return (
    <div ref={rootRef} className={classes.root} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <UnstyledButton
        ref={triggerRef}
        id={triggerId}
        className={topBarClasses.navLink}
        data-active={current || undefined}
        data-expanded={opened || undefined}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {menu.label}
        <IconChevronDown size={16} stroke={2} className={topBarClasses.chevron} aria-hidden />
      </UnstyledButton>
      {opened && (
        <div
          ref={panelRef}
          id={panelId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={triggerId}
          className={classes.dropdown}
          style={placement}
          data-mega-menu={menu.id}
          onKeyDown={onPanelKeyDown}
        >
          <div className={classes.panel}>
            <div className={classes.intro}>
              <span className={classes.introEyebrow}>{menu.intro.eyebrow}</span>
              <span className={classes.introTitle}>{menu.intro.title}</span>
              <span className={classes.introText}>{menu.intro.text}</span>
            </div>
            <div className={classes.groups}>
              {menu.groups.map((group) => (
                <div key={group.title} className={classes.group}>
                  <div className={classes.groupLabel}>{group.title}</div>
                  {group.links.map((link) => (
                    <MegaMenuItem key={link.href} link={link} onClick={onItemClick} />
                  ))}
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

function MegaMenuItem({ link, onClick }: { link: MegaMenuLink; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const Icon = link.icon;
  return (
    <a role="menuitem" tabIndex={-1} data-menu-item href={link.href} onClick={onClick} className={classes.item}>
      <span className={classes.itemIcon}>
        <Icon size={20} stroke={1.7} aria-hidden />
      </span>
      <span className={classes.itemText}>
        <span className={classes.itemTitle}>{link.label}</span>
        <span className={classes.itemDescription}>{link.description}</span>
      </span>
    </a>
  );
}
