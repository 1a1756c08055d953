import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type DOMAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  Pressable,
  type DialogTriggerProps,
} from 'react-aria-components';
import { X } from 'lucide-react';
import { cx } from './class-names';
import './modal.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/** What `children` / `footer` receive when given as functions. */
export interface ModalRenderContext {
  /** Closes the modal (and returns focus to the element that opened it). */
  close: () => void;
}

type ModalContent = ReactNode | ((context: ModalRenderContext) => ReactNode);

export interface ModalProps {
  /** Dialog title, rendered as a heading and used as the dialog's accessible name. */
  title: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 2 | 3;
  /** Body of the dialog; a function receives `{ close }`. */
  children: ModalContent;
  /** Action row at the bottom (buttons); a function receives `{ close }`. */
  footer?: ModalContent;
  /** Open state (controlled). Omit both isOpen and onOpenChange when the modal sits inside a ModalTrigger. */
  isOpen?: boolean;
  /** Called when the modal asks to open or close (Escape, close button, click outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Close when clicking outside the dialog. */
  isDismissable?: boolean;
  /** Prevent Escape from closing (e.g. while a save is in progress). */
  isKeyboardDismissDisabled?: boolean;
  /** Hide the 'Fermer' button in the corner (only when the footer offers another way out). */
  hideCloseButton?: boolean;
  /** Maximum width: sm 24rem, md 32rem, lg 48rem, xl 64rem. */
  size?: ModalSize;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the dialog panel. */
  className?: string;
}

function renderContent(content: ModalContent, context: ModalRenderContext) {
  return typeof content === 'function' ? content(context) : content;
}

/** Body that joins the tab order only when it scrolls, so keyboard users can scroll long content. */
function ModalBody({ children }: { children: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!body || !content) return;
    const update = () => setScrollable(body.scrollHeight > body.clientHeight + 1);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={bodyRef} className="ui-modal__body" tabIndex={isScrollable ? 0 : undefined}>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}

/**
 * Modal dialog built on react-aria-components Modal + Dialog: focus is trapped inside and restored on close,
 * Escape closes, the page behind is hidden from screen readers and does not scroll.
 * Use it controlled (`isOpen` + `onOpenChange`) or inside `<ModalTrigger>` next to its trigger button.
 */
export function Modal({
  title,
  headingLevel = 2,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  size = 'md',
  role = 'dialog',
  className,
}: ModalProps) {
  // Only forward the open state when given: inside a ModalTrigger, the trigger owns it.
  const stateProps = {
    ...(isOpen === undefined ? {} : { isOpen }),
    ...(onOpenChange === undefined ? {} : { onOpenChange }),
  };
  return (
    <ModalOverlay
      {...stateProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="ui-modal-overlay"
    >
      <AriaModal className={cx('ui-modal', `ui-modal--${size}`)}>
        <Dialog role={role} className={cx('ui-modal__dialog', className)}>
          {({ close }) => (
            <>
              <header className="ui-modal__header">
                <Heading slot="title" level={headingLevel} className="ui-modal__title">
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <AriaButton className="ui-modal__close icon-button" onPress={close} aria-label="Fermer">
                    <X aria-hidden="true" />
                  </AriaButton>
                )}
              </header>
              <ModalBody>{renderContent(children, { close })}</ModalBody>
              {footer && <footer className="ui-modal__footer">{renderContent(footer, { close })}</footer>}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalTriggerProps extends Omit<DialogTriggerProps, 'children'> {
  /** The trigger (a Button) followed by the `<Modal>`; the trigger opens it on press. */
  children: ReactNode;
}

/**
 * Pairs a trigger Button with a Modal without any state in the caller: `<ModalTrigger><Button/><Modal/></ModalTrigger>`.
 * The Button is a native one: react-aria's `Pressable` gives it the press handling the dialog trigger listens to.
 */
export function ModalTrigger({ children, ...props }: ModalTriggerProps) {
  const [trigger, ...rest] = Children.toArray(children);
  return (
    <DialogTrigger {...props}>
      {isValidElement(trigger) ? (
        <Pressable>{trigger as ReactElement<DOMAttributes<Element>, string>}</Pressable>
      ) : (
        trigger
      )}
      {rest}
    </DialogTrigger>
  );
}
