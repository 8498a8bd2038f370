import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * One top-bar mega menu (spec 1, section 2): opens on hover or click, closes on an outside click or Escape
 * (focus returns to the trigger). Keyboard: Enter or Space opens, ArrowDown opens and focuses the first link,
 * arrow keys move between links, Home and End jump.
 */
export function MegaMenu({ menu, current = false, opened, onChange }: MegaMenuProps) {
  const navigate = useClientNavigation();
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [focusFirstItem, setFocusFirstItem] = useState(false);

  // ArrowDown on the trigger: once the dropdown is mounted and has taken focus, move focus to the first link.
  useEffect(() => {
    if (!opened || !focusFirstItem) return;
    let frame = 0;
    let tries = 0;
    const tick = () => {
      const dropdown = dropdownRef.current;
      const first = dropdown?.querySelector<HTMLElement>('[data-menu-item]');
      if (first && (dropdown?.contains(document.activeElement) || tries > 20)) {
        first.focus();
        setFocusFirstItem(false);
        return;
      }
      tries += 1;
      if (tries > 60) setFocusFirstItem(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [opened, focusFirstItem]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setFocusFirstItem(true);
    if (!opened) onChange(true);
  };

  return (
    <Menu
      trigger="click-hover"
      opened={opened}
      onChange={onChange}
      openDelay={0}
      closeDelay={HOVER_CLOSE_DELAY}
      position="bottom"
      offset={14}
      width={780}
      radius="lg"
      shadow="xl"
      transitionProps={{ transition: 'fade-down', duration: 160 }}
      // The top bar is fixed, so its triggers never scroll away; and happy-dom has no layout to measure.
      hideDetached={false}
      // Mantine's focus placeholder is a tabbable presentation child, which role=menu may not hold (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={topBarClasses.navLink} data-active={current || undefined} onKeyDown={onTriggerKeyDown}>
          {menu.label}
          <IconChevronDown size={16} stroke={2} className={topBarClasses.chevron} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown ref={dropdownRef} className={classes.dropdown} data-mega-menu={menu.id}>
        <div className={classes.panel}>
          <div className={classes.intro}>
            <span className={classes.introEyebrow}>{menu.intro.eyebrow}</span>
            <span className={classes.introTitle}>{menu.intro.title}</span>
            <span className={classes.introText}>{menu.intro.text}</span>
          </div>
          <div className={classes.groups}>
            {menu.groups.map((group) => (
              <div key={group.title} className={classes.group}>
                <Menu.Label className={classes.groupLabel}>{group.title}</Menu.Label>
                {group.links.map((link) => (
                  <MegaMenuItem key={link.href} link={link} onNavigate={navigate} />
                ))}
              </div>
            ))}
          </div>
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}

function MegaMenuItem({ link, onNavigate }: { link: MegaMenuLink; onNavigate: ReturnType<typeof useClientNavigation> }) {
  const Icon = link.icon;
  return (
    <Menu.Item
      component="a"
      href={link.href}
      onClick={onNavigate}
      className={classes.item}
      leftSection={
        <span className={classes.itemIcon}>
          <Icon size={20} stroke={1.7} aria-hidden />
        </span>
      }
    >
      <span className={classes.itemTitle}>
        {link.label}
      </span>
      <span className={classes.itemDescription}>
        {link.description}
      </span>
    </Menu.Item>
  );
}
