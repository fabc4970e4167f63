import { isExternal } from '@console/core';
import { type Editor as TiptapEditor, useEditorState } from '@tiptap/react';
import { Fragment, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../kit/Button';
import type { UiMessages } from '../messages';
import { vars } from '../theme';
import { EDITOR_TOOLBAR_HEIGHT } from './editor.logic';
import {
  BulletListIcon,
  ClearFormatIcon,
  CodeBlockIcon,
  HeadingIcon,
  ImageIcon,
  LinkIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  UndoIcon,
} from './icons';

export type EditorMessages = UiMessages;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  box-sizing: border-box;
  min-height: ${EDITOR_TOOLBAR_HEIGHT}px;
  padding: 4px 6px;
  border-bottom: 1px solid ${vars.border};
`;

const Divider = styled.span`
  width: 1px;
  height: 18px;
  margin: 0 4px;
  background: ${vars.border};
`;

const ToolButton = styled.button<{ $glyph?: 'bold' | 'italic' | 'underline' | 'strike' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 28px;
  padding: 0 4px;
  border: 1px solid transparent;
  border-radius: ${vars.radius};
  background: transparent;
  color: ${vars.textRegular};
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  line-height: 1;
  cursor: pointer;
  ${(p) => p.$glyph === 'italic' && css`font-style: italic; font-family: Georgia, serif;`}
  ${(p) => p.$glyph === 'underline' && css`text-decoration: underline;`}
  ${(p) => p.$glyph === 'strike' && css`text-decoration: line-through;`}
  &:hover:not(:disabled) {
    background: ${vars.fill};
    color: ${vars.text};
  }
  &[aria-pressed='true'] {
    background: ${vars.primaryLight9};
    border-color: ${vars.primaryLight7};
    color: ${vars.primaryReadable};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.disabledText};
    opacity: 0.6;
  }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 6px 8px;
  border-bottom: 1px solid ${vars.border};
`;

const LinkInput = styled.input`
  flex: 1 1 220px;
  height: ${vars.controlHeight};
  padding: 0 10px;
  border: 1px solid ${vars.border};
  border-radius: ${vars.radius};
  font: inherit;
  font-size: ${vars.controlFontSize};
  color: ${vars.text};
  background: ${vars.surface};
  &::placeholder {
    color: ${vars.textPlaceholder};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.dangerText};
  }
  &:focus-visible {
    outline: none;
    border-color: ${vars.primary};
    box-shadow: ${vars.focusRing};
  }
`;

const LinkError = styled.span`
  flex-basis: 100%;
  color: ${vars.dangerText};
  font-size: 12px;
`;

type ToolKey =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo'
  | 'clear';

interface Tool {
  key: ToolKey;
  label: string;
  content: ReactNode;
  glyph?: 'bold' | 'italic' | 'underline' | 'strike';
  pressed?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  run: () => void;
}

export interface EditorToolbarProps {
  editor: TiptapEditor;
  messages: EditorMessages;
  /** Shows the image button; it opens the file picker. */
  onPickImage?: () => void;
  uploading: boolean;
}

/** The formatting toolbar: one tab stop, arrow keys move between buttons (WAI-ARIA toolbar pattern). */
export function EditorToolbar({ editor, messages, onPickImage, uploading }: EditorToolbarProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [tabStop, setTabStop] = useState<ToolKey>('bold');
  const barRef = useRef<HTMLDivElement>(null);
  const linkRowId = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const heading = (level: 1 | 2 | 3): Tool => ({
    key: `h${level}`,
    label: `${messages.editorHeading} ${level}`,
    content: <HeadingIcon level={level} />,
    pressed: state[`h${level}`],
    run: () => chain().toggleHeading({ level }).run(),
  });
  const groups: Tool[][] = [
    [
      {
        key: 'bold',
        label: messages.editorBold,
        content: 'B',
        glyph: 'bold',
        pressed: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: messages.editorItalic,
        content: 'I',
        glyph: 'italic',
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: 'underline',
        label: messages.editorUnderline,
        content: 'U',
        glyph: 'underline',
        pressed: state.underline,
        run: () => chain().toggleUnderline().run(),
      },
      {
        key: 'strike',
        label: messages.editorStrike,
        content: 'S',
        glyph: 'strike',
        pressed: state.strike,
        run: () => chain().toggleStrike().run(),
      },
    ],
    [heading(1), heading(2), heading(3)],
    [
      {
        key: 'bulletList',
        label: messages.editorBulletList,
        content: <BulletListIcon />,
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        label: messages.editorOrderedList,
        content: <OrderedListIcon />,
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'blockquote',
        label: messages.editorBlockquote,
        content: <QuoteIcon />,
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
      {
        key: 'codeBlock',
        label: messages.editorCode,
        content: <CodeBlockIcon />,
        pressed: state.codeBlock,
        run: () => chain().toggleCodeBlock().run(),
      },
    ],
    [
      {
        key: 'link',
        label: messages.editorLink,
        content: <LinkIcon />,
        pressed: state.link,
        expanded: linkOpen,
        run: () => setLinkOpen((open) => !open),
      },
      ...(onPickImage
        ? [
            {
              key: 'image' as const,
              label: messages.editorImage,
              content: <ImageIcon />,
              disabled: uploading,
              run: onPickImage,
            },
          ]
        : []),
    ],
    [
      {
        key: 'undo',
        label: messages.editorUndo,
        content: <UndoIcon />,
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: 'redo',
        label: messages.editorRedo,
        content: <RedoIcon />,
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
      {
        key: 'clear',
        label: messages.editorClear,
        content: <ClearFormatIcon />,
        run: () => chain().unsetAllMarks().clearNodes().run(),
      },
    ],
  ];
  const tools = groups.flat();
  // The tab stop falls back to the first button when the remembered one is gone or disabled.
  const stop = tools.some((tool) => tool.key === tabStop && !tool.disabled) ? tabStop : 'bold';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      barRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [],
    );
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next = {
      ArrowRight: buttons[(index + 1) % buttons.length],
      ArrowLeft: buttons[(index - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <>
      <Bar ref={barRef} role="toolbar" aria-label={messages.editorToolbar} onKeyDown={onKeyDown}>
        {groups.map((group, groupIndex) => (
          <Fragment key={group[0]?.key}>
            {groupIndex > 0 && <Divider aria-hidden="true" />}
            {group.map((tool) => (
              <ToolButton
                key={tool.key}
                type="button"
                $glyph={tool.glyph}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={tool.pressed}
                aria-expanded={tool.expanded}
                aria-controls={tool.expanded ? linkRowId : undefined}
                disabled={tool.disabled}
                tabIndex={tool.key === stop ? 0 : -1}
                onFocus={() => setTabStop(tool.key)}
                // Keeps the editor's selection while clicking a button.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
              >
                {tool.content}
              </ToolButton>
            ))}
          </Fragment>
        ))}
      </Bar>
      {linkOpen && (
        <LinkEditor
          id={linkRowId}
          editor={editor}
          messages={messages}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}

interface LinkEditorProps {
  id: string;
  editor: TiptapEditor;
  messages: EditorMessages;
  onClose: () => void;
}

/**
 * The link address row. Not a <form>: the editor often sits inside the host's form, and forms cannot nest.
 * Only http(s), mailto and tel addresses are accepted; an empty address removes the link.
 */
function LinkEditor({ id, editor, messages, onClose }: LinkEditorProps) {
  const [href, setHref] = useState<string>(() => editor.getAttributes('link').href ?? '');
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const apply = () => {
    const address = href.trim();
    if (!address) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isExternal(address)) {
      setInvalid(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    }
    onClose();
  };

  return (
    <LinkRow id={id} role="group" aria-label={messages.editorLink}>
      <LinkInput
        autoFocus
        type="text"
        inputMode="url"
        placeholder="https://"
        aria-label={messages.editorLinkPrompt}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter must not submit a form around the editor.
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <Button type="button" variant="primary" onClick={apply}>
        {messages.ok}
      </Button>
      <Button type="button" onClick={onClose}>
        {messages.cancel}
      </Button>
      {invalid && (
        <LinkError id={errorId} role="alert">
          {messages.editorLinkInvalid}
        </LinkError>
      )}
    </LinkRow>
  );
}
