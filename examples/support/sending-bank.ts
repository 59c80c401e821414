/**
 * The bank account a simulated sandbox wire comes from. The sandbox deposit requires the sending account's
 * network instructions: account number, the owner's address and the bank's routing.
 */
export const SENDING_BANK = {
  wire: {
    account_number: "000123456789",
    fiat_account_owner_address: { country: "USA", address1: "1 Treasury Plaza", city: "New York", province: "NY", zip_code: "10004" },
    routing_details: {
      routing_number_type: "ABA",
      routing_number: "021000021",
      bank_name: "Example Bank",
      bank_address: { country: "USA", address1: "270 Park Avenue", city: "New York", province: "NY", zip_code: "10017" },
    },
  },
} as const;
