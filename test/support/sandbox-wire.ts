/**
 * The sending bank account of a simulated deposit: the contract requires
 * `fiat_network_instructions` on `sandbox.createFiatDeposit` (the public
 * document marks it required), so every test deposit carries these.
 */
export const SANDBOX_WIRE = {
  wire: {
    account_number: "000111222",
    fiat_account_owner_address: { country: "USA", address1: "1 Test Way", city: "Springfield", province: "IL", zip_code: "62701" },
    routing_details: {
      routing_number_type: "ABA",
      routing_number: "021000021",
      bank_name: "Test Bank",
      bank_address: { country: "USA", address1: "2 Bank Plaza", city: "Springfield", province: "IL", zip_code: "62701" },
    },
  },
} as const;
