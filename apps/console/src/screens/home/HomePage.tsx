import { ROLE } from '@console/core';
import './HomePage.css';

const audiences = [
  {
    role: ROLE.brand,
    title: 'Brands',
    text: 'Register warranties, review claims, set compensation rules and run test-ride events.',
  },
  {
    role: ROLE.retailer,
    title: 'Retailers',
    text: 'Book appointments and test rides, open warranty claims and follow payouts.',
  },
  {
    role: ROLE.admin,
    title: 'Platform',
    text: 'Approve companies, configure fulfillment, audit payments and onsite service.',
  },
] as const;

export interface HomePageProps {
  product: string;
}

/** The public home page (/home): what the console is and who it is for. */
export function HomePage({ product }: HomePageProps) {
  return (
    <div className="home">
      <header className="home__header">
        <h1>{product}</h1>
        <p>
          The admin console of the e-bike trade: warranties, appointments, test-ride booking, payouts and
          onsite service.
        </p>
      </header>
      <ul className="home__audiences" aria-label="Who it is for">
        {audiences.map((a) => (
          <li key={a.role} className="home__audience">
            <h2>{a.title}</h2>
            <p>{a.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
