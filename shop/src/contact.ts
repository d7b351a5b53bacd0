/** The shop's support and notice address: customers write here, and the shop's emails come from it. */
export const SUPPORT_EMAIL = 'support@brixilated.example';
