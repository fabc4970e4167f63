import styled from 'styled-components';

/** A business screen: its heading (h2) and its cards, one under the other. */
export const ScreenLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 600;
  }
`;

/** The buttons above a card's table (add, export), on the right. */
export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-bottom: 12px;
`;
