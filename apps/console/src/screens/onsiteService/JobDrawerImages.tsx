import styled from 'styled-components';
import { useStoredImages } from './useStoredImages';
import { WrapList } from './WrapList';

const Picture = styled.img<{ $wide: boolean }>`
  display: block;
  width: ${(p) => (p.$wide ? '240px' : '96px')};
  height: ${(p) => (p.$wide ? 'auto' : '96px')};
  object-fit: ${(p) => (p.$wide ? 'contain' : 'cover')};
  border: 1px solid var(--console-border-light);
  border-radius: var(--console-radius);
  background: #fff;
`;

export interface JobDrawerImagesProps {
  /** Stored file names, in order. */
  fileNames: readonly string[];
  /** What each picture is, for its alternative text ('Photo 1 of 3'). */
  alt: (index: number, count: number) => string;
  /** Reads a stored file as the signed-in user (an `<img>` cannot send the session's token). */
  load: (fileName: string) => Promise<Blob>;
  /** One wide picture (a signature) instead of square thumbnails. */
  wide?: boolean;
}

/** A job's photos or its signature, fetched with the session and shown from memory; one that fails says so. */
export function JobDrawerImages({ fileNames, alt, load, wide = false }: JobDrawerImagesProps) {
  const image = useStoredImages(fileNames, load);
  return (
    <WrapList>
      {fileNames.map((name, index) => {
        const url = image(name);
        const text = alt(index, fileNames.length);
        return (
          <li key={name}>
            {url === undefined ? (
              <span>Loading {text.toLowerCase()}…</span>
            ) : url === 'failed' ? (
              <span role="alert">{text} could not be loaded.</span>
            ) : (
              <Picture src={url} alt={text} $wide={wide} />
            )}
          </li>
        );
      })}
    </WrapList>
  );
}
