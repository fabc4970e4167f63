export { balanceDisplay, COMPANY_BALANCE_PATH, fetchCompanyBalance, formatMoney } from './balance';
