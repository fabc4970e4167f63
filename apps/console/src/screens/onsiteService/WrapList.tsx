import styled from 'styled-components';

/** A list laid out as a row that wraps (tags, cards, pictures), without bullets. */
export const WrapList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
