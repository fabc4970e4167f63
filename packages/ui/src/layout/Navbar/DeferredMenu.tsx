import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How the plain trigger was used while the menu's code was on its way. */
export interface MenuStart {
  /** Pressed (or an opening key): the menu opens as it arrives. */
  open: boolean;
  /** It had the focus: the real trigger takes it over. */
  focus: boolean;
}

/** What a deferred menu's module renders: the given trigger inside the real (Radix) menu. */
export interface DeferredMenuProps {
  trigger: ReactElement<{ ref?: Ref<HTMLElement> }>;
  start: MenuStart;
}

// The keys that open a Radix dropdown from its trigger.
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** The real trigger's ref: it takes the focus the plain one had (unless the menu opens and takes it). */
export function useStartFocus(start: MenuStart) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (start.focus && !start.open) ref.current?.focus();
  }, [start]);
  return ref;
}

/**
 * A top-bar menu whose code (Radix dropdown, popper, focus trap, scroll lock) is not part of the first paint:
 * until the pointer or the focus first reaches it, `trigger` renders as a plain button, then `load` brings the
 * menu. A press or an opening key in between opens it when it arrives.
 */
export function DeferredMenu<P extends object>({
  trigger,
  load,
  props,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  load: () => Promise<ComponentType<P & DeferredMenuProps>>;
  props: P;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P & DeferredMenuProps>>();
  const start = useRef<MenuStart>({ open: false, focus: false });
  const requested = useRef(false);
  const arm = () => {
    if (requested.current) return;
    requested.current = true;
    void load().then((component) => setLoaded(() => component));
  };

  if (Loaded) return <Loaded {...props} trigger={trigger} start={start.current} />;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: arm,
    onFocus: () => {
      start.current.focus = true;
      arm();
    },
    onBlur: () => {
      start.current.focus = false;
    },
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      start.current.open = true;
      arm();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      start.current.open = true;
      arm();
    },
  });
}
