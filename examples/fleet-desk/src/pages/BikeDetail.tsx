import { Button, Card, Descriptions, HasPermi, Skeleton, useFeedback } from '@console/ui';
import { useEffect, useState } from 'react';
import { api, type Bike } from '../api';

/** One bike, by the `id` in its own full path (`/bikes/detail?id=3`): each bike opens in a tab of its own. */
export function BikeDetail({ fullPath }: { fullPath: string }) {
  const id = Number(new URLSearchParams(fullPath.split('?')[1]).get('id'));
  const feedback = useFeedback();
  const [bike, setBike] = useState<Bike | null>(null);

  useEffect(() => {
    let current = true;
    api.bike(id).then(
      (found) => current && setBike(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (!bike) return <Skeleton rows={4} />;

  const retire = async () => {
    const sure = await feedback.confirm({
      title: 'Retire this bike?',
      message: `${bike.code} leaves the rental fleet.`,
      confirmText: 'Retire',
      cancelText: 'Keep',
      type: 'warning',
    });
    if (!sure) return;
    await api.retireBike(bike.id).then(
      () => {
        setBike({ ...bike, status: 'retired' });
        feedback.message('success', `${bike.code} is retired.`);
      },
      () => {},
    );
  };

  return (
    <Card
      title={bike.code}
      extra={
        // Only users holding the permission see the button (the API checks it again).
        <HasPermi value={['fleet:bike:retire']}>
          <Button variant="danger" disabled={bike.status === 'retired'} onClick={retire}>
            Retire bike
          </Button>
        </HasPermi>
      }
    >
      <Descriptions
        items={[
          { label: 'Model', value: bike.model },
          { label: 'Status', value: bike.status },
          { label: 'Battery', value: `${bike.battery} %` },
        ]}
      />
    </Card>
  );
}
