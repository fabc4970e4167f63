import type { PaymentMethodRow } from '@console/contract';
import { Button, Card, Empty, Skeleton, Tag, vars } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { cardLabel, expiryText, expiryWarning } from './billing.logic';
import type { Loadable } from './loadable';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
`;

const Name = styled.span`
  color: ${vars.text};
  font-weight: 600;
`;

const Expiry = styled.span`
  color: ${vars.textSecondary};
`;

const Actions = styled.span`
  display: flex;
  gap: 8px;
  margin-left: auto;
`;

const Warning = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${vars.warningText};
`;

const Note = styled.p`
  margin: 12px 0 0;
  color: ${vars.textSecondary};
`;

export interface CardOnFileProps {
  cards: Loadable<PaymentMethodRow[]>;
  /** Owners and managers change the card; staff read it. */
  canChange: boolean;
  /** Sends the browser to the card provider's form. */
  onAdd: () => void;
  adding: boolean;
  onMakeDefault: (card: PaymentMethodRow) => void;
  onRemove: (card: PaymentMethodRow) => void;
}

/** The brand's cards on file: the default one statements are charged to, expiry warnings, and the changes. */
export function CardOnFile({ cards, canChange, onAdd, adding, onMakeDefault, onRemove }: CardOnFileProps) {
  const list = cards.data ?? [];
  const add = canChange ? (
    <Button variant={list.length ? 'default' : 'primary'} onClick={onAdd} loading={adding}>
      {list.length ? 'Replace card' : 'Add a card'}
    </Button>
  ) : null;
  return (
    <Card title="Card on file" titleAs="h3" extra={add}>
      {cards.failed && !cards.data ? (
        <LoadFailed message="The cards on file could not be loaded." onRetry={cards.onRetry} />
      ) : !cards.data ? (
        <Skeleton rows={1} />
      ) : list.length === 0 ? (
        <Empty
          description={
            canChange
              ? 'No card on file. Statements are charged to the card you add here.'
              : 'No card on file. An owner or a manager of your company can add one.'
          }
        />
      ) : (
        <List aria-label="Cards on file">
          {list.map((card) => {
            const warning = expiryWarning(card);
            return (
              <Item key={card.id}>
                <Name>{cardLabel(card)}</Name>
                <Expiry>{expiryText(card)}</Expiry>
                {card.isDefault && <Tag type="primary">Default</Tag>}
                {card.expiry === 'expired' && <Tag type="danger">Expired</Tag>}
                {card.expiry === 'expiring_soon' && <Tag type="warning">Expires soon</Tag>}
                {canChange && (
                  <Actions>
                    {!card.isDefault && (
                      <Button
                        onClick={() => onMakeDefault(card)}
                        aria-label={`Make default: ${cardLabel(card)}`}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      variant="text"
                      onClick={() => onRemove(card)}
                      aria-label={`Remove ${cardLabel(card)}`}
                    >
                      Remove
                    </Button>
                  </Actions>
                )}
                {warning && <Warning>{warning}</Warning>}
              </Item>
            );
          })}
        </List>
      )}
      {!canChange && cards.data && list.length > 0 && (
        <Note>Only an owner or a manager of your company can change the card.</Note>
      )}
    </Card>
  );
}
