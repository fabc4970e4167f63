// The people calls: a brand's or retailer's employees (its own company, from the session) and the admin's
// users. Handlers validate with the contract and hand over to the services.

import type { Readable } from 'node:stream';
import {
  adminUserListQuery,
  adminUserPage,
  adminUserRow,
  employeeIdParams,
  employeeListQuery,
  employeePage,
  employeeRow,
  employeeSaveBody,
  employeeShopOption,
  envelope,
  userIdParams,
} from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { AdminRole } from '../../auth/roles.ts';
import { CompanyType } from '../../db/schema.ts';
import { deactivateUser, forcePasswordReset, reactivateUser, resendUserInvitation } from './adminActions.ts';
import { getUser, listUsers } from './adminUsers.ts';
import type { Actor } from './audit.ts';
import { employeeShopOptions, getEmployee, listEmployees } from './employees.ts';
import {
  addEmployee,
  deactivateEmployee,
  editEmployee,
  reactivateEmployee,
  resendEmployeeInvitation,
  revokeEmployeeInvitation,
} from './employeeWrites.ts';
import { employeesCsv, usersCsv } from './exportCsv.ts';

const companies = { userTypes: [CompanyType.brand, CompanyType.retailer] };
const admins = { userTypes: [CompanyType.platform] };
/** Deactivating and reactivating users: super admins and finance (spec §6 numbers, on the server). */
const userSwitchers = { ...admins, permissions: { [CompanyType.platform]: AdminRole.finance } };

const actorOf = (request: FastifyRequest): Actor => ({ viewer: viewerOf(request), ip: request.ip });

function csv(reply: FastifyReply, name: string, body: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}

export async function peopleRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const person = { params: employeeIdParams, response: { 200: envelope(employeeRow) } };
  const user = { params: userIdParams, response: { 200: envelope(adminUserRow) } };

  app.get(
    '/api/company/employees',
    {
      config: companies,
      schema: {
        summary: "The viewer's company's people (filters: q, position, status, shop)",
        querystring: employeeListQuery,
        response: { 200: envelope(employeePage) },
      },
    },
    async (request) => ok(await listEmployees(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/company/employees/export.csv',
    {
      config: companies,
      schema: {
        summary: 'The employees list as CSV: the same filters',
        querystring: employeeListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => csv(reply, 'employees.csv', employeesCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/company/employees/shops',
    {
      config: companies,
      schema: {
        summary: 'The shops a person of the company may work at',
        response: { 200: envelope(z.array(employeeShopOption)) },
      },
    },
    async (request) => ok(await employeeShopOptions(db, viewerOf(request))),
  );

  app.get('/api/company/employees/:id', { config: companies, schema: person }, async (request) =>
    ok(await getEmployee(db, viewerOf(request).companyId, request.params.id)),
  );

  app.post(
    '/api/company/employees',
    {
      config: companies,
      schema: {
        summary: 'Add a person (owner or manager); `invite` e-mails them a link to set a password',
        body: employeeSaveBody,
        response: { 200: envelope(employeeRow) },
      },
    },
    async (request) => {
      const added = await addEmployee(context, actorOf(request), request.body);
      return ok(added, added.status === 'invited' ? 'Employee added and invited.' : 'Employee added.');
    },
  );

  app.put(
    '/api/company/employees/:id',
    {
      config: companies,
      schema: {
        ...person,
        summary: 'Save a person; a changed company role is for owners only',
        body: employeeSaveBody,
      },
    },
    async (request) =>
      ok(await editEmployee(context, actorOf(request), request.params.id, request.body), 'Employee saved.'),
  );

  const personAction = (action: string, summary: string, run: typeof deactivateEmployee, message: string) =>
    app.post(
      `/api/company/employees/:id/${action}`,
      { config: companies, schema: { ...person, summary } },
      async (request) => ok(await run(context, actorOf(request), request.params.id), message),
    );
  personAction(
    'deactivate',
    'Deactivate a person: their login is switched off and its sessions end',
    deactivateEmployee,
    'Employee deactivated.',
  );
  personAction('reactivate', 'Reactivate a person', reactivateEmployee, 'Employee reactivated.');
  personAction(
    'resendInvitation',
    'Send the invitation again: a new link, the older ones stop working',
    resendEmployeeInvitation,
    'Invitation sent again.',
  );
  personAction(
    'revokeInvitation',
    'Revoke the invitation: its links stop working; the person stays without a login',
    revokeEmployeeInvitation,
    'Invitation revoked.',
  );

  app.get(
    '/api/admin/users',
    {
      config: admins,
      schema: {
        summary: 'Every user (filters: q, user type, company, role, status)',
        querystring: adminUserListQuery,
        response: { 200: envelope(adminUserPage) },
      },
    },
    async (request) => ok(await listUsers(db, request.query)),
  );

  app.get(
    '/api/admin/users/export.csv',
    {
      config: admins,
      schema: {
        summary: 'The users list as CSV: the same filters',
        querystring: adminUserListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => csv(reply, 'users.csv', usersCsv(db, request.query)),
  );

  app.get('/api/admin/users/:id', { config: admins, schema: user }, async (request) =>
    ok(await getUser(db, request.params.id)),
  );

  const userAction = (
    action: string,
    config: typeof admins,
    summary: string,
    run: typeof deactivateUser,
    message: string,
  ) =>
    app.post(`/api/admin/users/:id/${action}`, { config, schema: { ...user, summary } }, async (request) =>
      ok(await run(context, actorOf(request), request.params.id), message),
    );
  userAction(
    'deactivate',
    userSwitchers,
    'Deactivate a user (super admin, finance): their sessions end',
    deactivateUser,
    'User deactivated.',
  );
  userAction(
    'reactivate',
    userSwitchers,
    'Reactivate a user (super admin, finance)',
    reactivateUser,
    'User reactivated.',
  );
  userAction(
    'resendInvitation',
    admins,
    'Send an invited user a new link (any admin)',
    resendUserInvitation,
    'Invitation sent again.',
  );
  userAction(
    'resetPassword',
    admins,
    'Force a password reset (any admin): the old password stops working, sessions end, a link is e-mailed',
    forcePasswordReset,
    'Password reset: the user has been e-mailed a link.',
  );
}
