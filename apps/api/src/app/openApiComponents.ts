import {
  adminCompanyDetail,
  availability,
  bookingDetail,
  claimDetail,
  companyDetails,
  compensationRule,
  customerBooking,
  dealerRow,
  eventTypeDetail,
  onsiteJobDetail,
  payLogDetail,
  payoutDetail,
  payoutSetup,
  scheduleOverview,
  serviceMenuItem,
  shopDetail,
  warrantyDetail,
} from '@console/contract';
import { z } from 'zod';

/**
 * The records several routes answer with, written once under components.schemas and referenced from each
 * route: inlined, they made the document 750 kB and the documentation page slow to open.
 */
export const openApiComponents = z.registry<{ id: string }>();

const shared: Record<string, z.ZodType> = {
  AdminCompanyDetail: adminCompanyDetail,
  Availability: availability,
  BookingDetail: bookingDetail,
  ClaimDetail: claimDetail,
  CompanyDetails: companyDetails,
  CompensationRule: compensationRule,
  CustomerBooking: customerBooking,
  DealerRow: dealerRow,
  EventTypeDetail: eventTypeDetail,
  OnsiteJobDetail: onsiteJobDetail,
  PayLogDetail: payLogDetail,
  PayoutDetail: payoutDetail,
  PayoutSetup: payoutSetup,
  ScheduleOverview: scheduleOverview,
  ServiceMenuItem: serviceMenuItem,
  ShopDetail: shopDetail,
  WarrantyDetail: warrantyDetail,
};
for (const [id, schema] of Object.entries(shared)) openApiComponents.add(schema, { id });
