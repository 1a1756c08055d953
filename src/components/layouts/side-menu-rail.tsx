import { useEffect, useRef } from 'react';
import { cx } from '@/components/ui/class-names';
import { useAtom, useStore } from '@/lib/jotai';
import { menuExpandedAtom, menuPopupCountAtom } from './menu-state';
import type { SideMenuProps } from './side-menu';
import { MenuEntries } from './side-menu-entries';
import './side-menu.css';

/**
 * The menu from 1024 px wide: a rail on the left, collapsed by default, that expands on mouse hover, a tap or
 * keyboard focus and collapses on leave, a tap outside or Escape, unless a popup opened from it is showing.
 */
export function RailMenu(props: SideMenuProps) {
  const [expanded, setExpanded] = useAtom(menuExpandedAtom);
  const store = useStore();
  const railRef = useRef<HTMLDivElement>(null);
  const hovering = useRef(false);

  const contains = (node: EventTarget | null) => node instanceof Node && !!railRef.current?.contains(node);
  const collapseUnlessHeld = () => {
    if (store.get(menuPopupCountAtom) === 0) setExpanded(false);
  };

  // Native enter/leave events: they follow the element tree exactly (React derives its own from pointerout, which
  // some environments send without the element the pointer went to).
  useEffect(() => {
    const rail = railRef.current;
    if (!rail) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovering.current = true;
      setExpanded(true);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovering.current = false;
      if (store.get(menuPopupCountAtom) === 0) setExpanded(false);
    };
    rail.addEventListener('pointerenter', onEnter);
    rail.addEventListener('pointerleave', onLeave);
    return () => {
      rail.removeEventListener('pointerenter', onEnter);
      rail.removeEventListener('pointerleave', onLeave);
    };
  }, [setExpanded, store]);

  // Touch: a tap outside the expanded menu folds it back, as leaving it does with a mouse.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || railRef.current?.contains(event.target as Node)) return;
      if (store.get(menuPopupCountAtom) === 0) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, setExpanded, store]);

  return (
    <div
      ref={railRef}
      className={cx('side-menu', expanded ? 'side-menu--expanded' : 'side-menu--collapsed')}
      data-expanded={expanded}
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse' && !expanded) setExpanded(true);
      }}
      onFocus={(event) => {
        if (!contains(event.relatedTarget)) setExpanded(true);
      }}
      onBlur={(event) => {
        if (contains(event.relatedTarget)) return;
        // Focus may be on its way into a popup opened from the menu, which registers itself a moment later.
        window.setTimeout(() => {
          if (!hovering.current && !contains(document.activeElement)) collapseUnlessHeld();
        }, 0);
      }}
    >
      <MenuEntries
        {...props}
        expanded={expanded}
        onExpand={() => setExpanded(true)}
        onEscape={(target) => {
          setExpanded(false);
          // The focused entry may disappear with the collapse (a sub-item, the account icons): keep focus in the menu.
          const refuge =
            target.closest('[data-menu-section]')?.querySelector<HTMLElement>('[data-menu-section-trigger]') ??
            railRef.current?.querySelector<HTMLElement>('[data-menu-logout]');
          if (target.matches('[data-menu-collapsible-entry]')) refuge?.focus();
        }}
      />
    </div>
  );
}
