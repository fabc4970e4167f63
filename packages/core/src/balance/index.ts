export { balanceDisplay, COMPANY_BALANCE_PATH, fetchCompanyBalance } from './balance';
