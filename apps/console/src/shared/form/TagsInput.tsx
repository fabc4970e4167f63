import { type FormFieldControlProps, Input, Tag } from '@console/ui';
import { type KeyboardEvent, useState } from 'react';
import styled from 'styled-components';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0 0 6px;
  padding: 0;
  list-style: none;
  &:empty {
    display: none;
  }
`;

/** The list with `entry` added once (case aside), trimmed; blank entries add nothing. */
export function withTag(tags: readonly string[], entry: string): string[] {
  const tag = entry.trim();
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

export interface TagsInputProps extends Partial<FormFieldControlProps> {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A list of short words (skills, keywords): typed, then added with Enter or a comma (or by leaving the field);
 * each shows as a tag with its × to remove it; Backspace in the empty field removes the last.
 */
export function TagsInput({ value, onChange, placeholder, disabled, ...control }: TagsInputProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    onChange(withTag(value, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div>
      <Tags aria-label="Added">
        {value.map((tag) => (
          <li key={tag}>
            <Tag
              size="small"
              closable={!disabled}
              closeLabel={`Remove ${tag}`}
              onClose={() => onChange(value.filter((other) => other !== tag))}
            >
              {tag}
            </Tag>
          </li>
        ))}
      </Tags>
      <Input
        {...control}
        value={draft}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
    </div>
  );
}
