/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

export interface paths {
    "/sandbox/fiat-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiate a sandbox fiat deposit
         *
         * Simulates an incoming fiat wire deposit, credited by the `memo_id` of a
         * previous fiat deposit instructions response. Available only in the
         * sandbox environment. The request has no idempotency key, so it must
         * not be retried once it may have reached the server.
         */
        post: operations["initiateSandboxFiatDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-creds/credentials/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete API credentials
         *
         * Deletes the API credentials identified by `client_id` and returns the
         * deleted record. The effect on access tokens already issued is not
         * shown by the specification; do not rely on them being revoked at once.
         */
        delete: operations["deleteApiCredentials"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/fiat-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a fiat account
         *
         * Returns one fiat account in full (complete account number, owner
         * names and addresses). Poll it to follow the account's review status.
         */
        get: operations["getFiatAccount"];
        /**
         * Update a fiat account
         *
         * Updates the owner, the network instructions or the metadata of a fiat
         * account and returns it, normally PENDING while the service reviews the
         * change. Network instructions may be sent at the top level of the body
         * or inside `fiat_account_owner` (see `UpdateFiatAccountOwner`), and the
         * answer may carry them in either place (see `FiatAccount`).
         */
        put: operations["updateFiatAccount"];
        post?: never;
        /**
         * Delete a fiat account
         *
         * Deletes a fiat account; no withdrawal can be sent to it afterwards.
         * The answer is an empty object. The public document gives the success
         * body no schema, only an empty-object example.
         */
        delete: operations["deleteFiatAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settlement/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List settlement transactions
         *
         * Lists the settlement transactions the caller created (owns the
         * source profile) or that name the caller as counterparty (owns the
         * target profile). The public document's schema answers a page object
         * (`items`, `next_page_cursor`, as its schema-level example shows),
         * while its operation example answers a bare array of transactions.
         * This document follows the schema (one page shape for the SDK's page
         * iterator); a bare array would be refused.
         */
        get: operations["listTransactions"];
        put?: never;
        /**
         * Create a settlement transaction
         *
         * Creates a bilateral settlement transaction with one or more legs. The
         * transaction starts PENDING with a server-assigned id and leg ids.
         * `ref_id` is the idempotency key; the outcome of repeating a `ref_id`
         * is not shown by the specification: expect either the original
         * transaction or a 409 problem, never a second transaction.
         */
        post: operations["createTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         *
         * Lists payments made to customers. Either list by `ref_ids`, or by
         * `payment_ids`, or for one customer and product (`customer_id` with
         * `product`). When `ref_ids` or `payment_ids` is given, no other
         * parameter is allowed (see `x-exclusive-parameters`).
         *
         * @deprecated Paxos names none; see the Rewards Engine's `/rewards/statements` and `/rewards/claims`.
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List identity accounts
         *
         * Lists identity accounts with their members.
         */
        get: operations["listAccounts"];
        /**
         * Update an identity account
         *
         * Updates the account named by `account.id` in the body (the path carries no id). Members are
         * replaced as a whole; to add members without restating the others, use the account member
         * addition. Sending the same update twice leaves the same result, so the SDK may retry it.
         */
        put: operations["updateAccount"];
        /**
         * Create an identity account
         *
         * Creates an account whose primary owner is `account.identity_id`, optionally with other
         * members and a profile (`create_profile`). The duplicate key `ref_id` sits inside `account`,
         * where the SDK cannot fill it, so the request is not resent once it may have reached the
         * service; give `account.ref_id` yourself to make a manual retry safe.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/all-markets/ticker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tickers
         *
         * Order-book statistics for all markets over the last 24 hours and from
         * midnight UTC until now. Prices come from external venues when the
         * service's own exchange is not available. Whether this endpoint needs
         * authorization is not shown by the specification: it is public market
         * data, so it is declared without credentials (`security: []`) and the
         * SDK never sends a token to it.
         *
         * @deprecated Use `market.listPrices` (`GET /all-markets/prices`) and the WebSocket feeds (`market.watchOrderBook`, `market.watchExecutions`).
         */
        get: operations["listTickers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/deposit-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deposit addresses
         *
         * Lists crypto deposit addresses.
         */
        get: operations["listDepositAddresses"];
        put?: never;
        /**
         * Create a deposit address
         *
         * Creates a blockchain address whose incoming deposits credit the given
         * profile. Deposits of Paxos-issued USD stablecoins are credited as
         * `conversion_target_asset` (USD, or NO_CONVERSION to keep the coin).
         * On Stellar the service sets up the PYUSD trustline itself. `ref_id`
         * is the duplicate key: a repeated `ref_id` answers 409 with the
         * existing address in the problem's `meta.existing`.
         */
        post: operations["createDepositAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/crypto-deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a crypto deposit
         *
         * Refuses a crypto deposit that is held until the originator's
         * travel-rule details are supplied. Only a deposit in status
         * `NEEDS_INFO` can be rejected (any other status answers an error, 409
         * in the public document's example), and only by its creator. The
         * answer is an empty object. Retry policy: `idempotent` (a decision:
         * the call acts on one deposit id, so a repeat cannot reject twice; a
         * repeat after a success answers 409 because the deposit no longer
         * needs information).
         */
        post: operations["rejectCryptoDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/crypto-deposits/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Supply travel-rule details for a crypto deposit
         *
         * Releases a crypto deposit held for missing travel-rule information by
         * supplying the originator's details (an individual's name or an
         * institution's name). A deposit that does not need information answers
         * 409. The answer is an empty object. Retry policy: `idempotent` (a
         * decision: sending the same details for the same deposit again cannot
         * credit it twice; a repeat after a success answers 409).
         */
        post: operations["updateCryptoDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/crypto-destination-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update a crypto destination address
         *
         * Creates an address-book entry for an external crypto address, or
         * updates an existing one (nickname, bookmark, travel-rule details).
         * Name the entry either by `id` or by `crypto_network` together with
         * `address`, not both; the service refuses other combinations (this
         * document does not check it before sending). The SDK method is
         * `upsert` (the naming rule would give `put`, which says nothing about
         * the create-or-update behaviour).
         */
        put: operations["putCryptoDestinationAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/crypto-destination-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List crypto destination addresses
         *
         * Lists address-book entries, newest first unless `order` says
         * otherwise. The page carries its entries in `addresses` (see
         * `x-pagination`). The public document's network filter omits XLAYER,
         * which it accepts elsewhere; this document allows every network it
         * lists.
         */
        get: operations["listCryptoDestinationAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/crypto-withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw crypto
         *
         * Sends a crypto asset from a profile to an external address on the
         * given network, and returns the resulting `CRYPTO_WITHDRAWAL` transfer
         * (normally PENDING). Give exactly one of `amount` (the fee is added on
         * top) or `total` (the fee is taken out of it); the service refuses
         * both or neither. With a guaranteed fee (`fee_id`, from
         * `withdrawals.createCryptoFee`) the amount must not exceed the quoted
         * one and the quote must not have expired. On Stellar, a PYUSD
         * destination must already hold a trustline to the PYUSD issuer.
         * `ref_id` is the duplicate key: a repeated `ref_id` answers 409 with
         * the existing transfer in the problem's `meta.existing`.
         */
        post: operations["createCryptoWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/fees/crypto-withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a guaranteed crypto withdrawal fee
         *
         * Returns a fee for withdrawing an asset to an address, guaranteed
         * until `expires_at`; pass its `id` as `fee_id` when creating the
         * withdrawal. Give exactly one of `amount` or `total`. Retry policy:
         * `idempotent` (a decision: a quote moves no funds and an unused quote
         * simply expires, so sending the request again is harmless).
         */
        post: operations["createCryptoWithdrawalFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/fiat-withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw fiat
         *
         * Sends fiat from a profile to an approved fiat account and returns the
         * resulting withdrawal transfer (its `type` names the network, e.g.
         * WIRE_WITHDRAWAL or CUBIX_WITHDRAWAL). Give exactly one of `amount`
         * (fees charged on top) or `total` (fees taken out of it). A fiat
         * account that is not APPROVED answers 400. `ref_id` is the duplicate
         * key: a repeated `ref_id` answers 409 with the existing transfer in
         * the problem's `meta.existing`.
         */
        post: operations["createFiatWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/fiat-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fiat accounts
         *
         * Lists fiat accounts in an abbreviated form: owner names and addresses
         * are left out and only the last four digits of the account number are
         * shown (use `fiatAccounts.get` for the full record). The public
         * document's example writes the left-out parts as JSON `null`, so the
         * items are `FiatAccountSummary` records that leave those parts
         * undeclared rather than `FiatAccount` (see there).
         * The public document says both that `limit` defaults to 100 and that
         * pages default to 1000 items; the parameter's own statement (100) is
         * declared.
         */
        get: operations["listFiatAccounts"];
        put?: never;
        /**
         * Create a fiat account
         *
         * Registers a bank account that fiat withdrawals can be sent to; it
         * starts PENDING until the service approves it. For a US wire set the
         * routing number type to ABA, for an international wire to SWIFT; for
         * CUBIX give `cubix.account_id` and no routing details. `identity_id`
         * and `account_id` are for customers acting on behalf of end users
         * (a first-party customer sending `identity_id` is refused with 403).
         * `ref_id` is the duplicate key (the public document names it the
         * idempotence ID).
         */
        post: operations["createFiatAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/fiat-deposit-instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fiat deposit instructions
         *
         * Lists fiat deposit instructions, newest first unless `order` says
         * otherwise. The public document says both that `limit` defaults to
         * 100 and that pages default to 1000 items; the parameter's own
         * statement (100) is declared.
         */
        get: operations["listFiatDepositInstructions"];
        put?: never;
        /**
         * Create fiat deposit instructions
         *
         * Creates the bank details and the `memo_id` a sender must quote so
         * that an incoming fiat deposit on the chosen network credits the
         * given profile. `ref_id` is the duplicate key (the public document
         * names it the idempotence ID).
         */
        post: operations["createFiatDepositInstructions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/fiat-deposit-instructions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get fiat deposit instructions
         *
         * Returns one set of fiat deposit instructions by the `id` its creation returned.
         */
        get: operations["getFiatDepositInstructions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/internal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer between own profiles
         *
         * Moves an asset between two profiles of the same customer. The answer
         * is the debit side of the movement (type INTERNAL_TRANSFER_DEBIT);
         * `group_id` links it to the credit side. `ref_id` is the duplicate
         * key: a repeated `ref_id` answers 409.
         */
        post: operations["createInternalTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/paxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer to another Paxos entity
         *
         * Moves an asset from one of the caller's profiles to a profile of a
         * different entity on Paxos. The answer is the debit side (type
         * PAXOS_TRANSFER_DEBIT); `group_id` links it to the credit side.
         * `recipient_metadata` is stored on the receiving side. `ref_id` is
         * the duplicate key: a repeated `ref_id` answers 409.
         */
        post: operations["createPaxosTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/limits/utilizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfer limits
         *
         * Lists the limits that apply to one transfer type, each with what is
         * left of it in the current period. The answer is a single object with
         * `items`; the operation takes no cursor, so the SDK does not page it.
         */
        get: operations["listTransferLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfers
         *
         * Lists transfers of every kind, newest first by default. Each ID
         * filter (`profile_ids`, `identity_ids`, `account_ids`, `ref_ids`,
         * `ids`, `type`) may be combined only with the `created_at.*` and
         * `updated_at.*` filters (the service refuses other combinations; not
         * checked before sending). When `order_by` is given with a timestamp
         * filter, both must name the same timestamp. To poll for new
         * transfers, list in ascending order and remember the last
         * `created_at` seen, then follow each transfer with `transfers.get`.
         */
        get: operations["listTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transfer
         *
         * Returns one transfer; poll it to follow the transfer's status.
         */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settlement/transactions/{transaction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a settlement transaction
         *
         * Returns one settlement transaction that the caller created or that
         * names the caller as counterparty. The public document's example
         * wraps the transaction in a one-element array, while its schema (and
         * the cancel and affirm answers) is the bare object; this document
         * follows the schema.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        /**
         * Cancel a settlement transaction
         *
         * Cancels a PENDING settlement transaction and returns it with status
         * CANCELLED. Only the owner of the source profile may cancel; an
         * AFFIRMED transaction can no longer be cancelled (409).
         */
        delete: operations["cancelTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settlement/transactions/{transaction_id}/affirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Affirm a settlement transaction
         *
         * Accepts a PENDING settlement transaction as counterparty and returns
         * it with status AFFIRMED; it then settles once the current time is
         * inside its settlement window. Only the owner of the target profile
         * may affirm. The request has no body.
         */
        put: operations["affirmTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/monitor/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List monitoring addresses
         *
         * Lists the addresses registered for rewards tracking, newest first
         * unless `order` says otherwise. Filter by network, or by network and
         * address to find one entry. The page carries its entries in
         * `addresses` (see `x-pagination`). The SDK method is `list` (the
         * public operationId is singular).
         *
         * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
         */
        get: operations["listMonitoringAddress"];
        put?: never;
        /**
         * Register a monitoring address
         *
         * Registers an on-chain address for rewards tracking (the public
         * document names ETHEREUM, SOLANA, INK and XLAYER as the supported
         * networks). An address already claimed by another customer, an
         * invalid address or an unsupported network answers 400. The request
         * has no idempotency key, so it is never re-sent once it may have
         * reached the service.
         *
         * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
         */
        post: operations["createMonitoringAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/monitor/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a monitoring address
         *
         * Returns one monitoring address, wrapped in `address` as the public
         * document's schema (and the create and update answers) has it; the
         * document's example of this operation shows the bare record instead,
         * which this document does not accept.
         *
         * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
         */
        get: operations["getMonitoringAddress"];
        /**
         * Rename a monitoring address
         *
         * Changes the display name of a monitoring address; only the name can be changed.
         *
         * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
         */
        put: operations["updateMonitoringAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List profiles
         *
         * Lists the profiles of the calling account, one page at a time. Without `limit` a page holds
         * up to 1000 profiles (the largest page the service gives). Unlike most lists, the service
         * sorts ascending unless `order` says otherwise.
         */
        get: operations["listProfiles"];
        put?: never;
        /**
         * Create a profile
         *
         * Creates a NORMAL profile with a nickname that must be unique within the account. The request
         * has no idempotency key: a repeat with the same nickname should be refused as a duplicate,
         * but the service does not promise it, so the SDK does not resend the request once it may have
         * reached the service.
         */
        post: operations["createProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a profile
         *
         * Reads one profile by its UUID, or the default profile through the alias `default`.
         */
        get: operations["getProfile"];
        /**
         * Rename a profile
         *
         * Replaces the nickname of a profile; nothing else can be changed. Sending the same body twice
         * leaves the same result, so the SDK may retry it.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the balances of a profile
         *
         * Returns, for each asset, what a profile holds: the part free for new debits (`available`)
         * and the part committed to open orders (`trading`). With `assets` only those assets are
         * returned, otherwise every asset. The answer is one list, not paged.
         */
        get: operations["listProfileBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/balances/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one balance of a profile
         *
         * Returns the available and trading balance of one asset in a profile.
         */
        get: operations["getProfileBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Deactivate a profile
         *
         * Deactivates a NORMAL profile whose balances are all zero; it then no longer appears for
         * deposits. The default profile cannot be deactivated, and a deactivated profile that receives
         * funds becomes active again. Repeating the call changes nothing further, so the SDK may retry
         * it. The answer is an empty object.
         */
        put: operations["deactivateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/profiles/{profile_id}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a sandbox deposit into a profile
         *
         * Credits a profile with test funds, in the sandbox only. For a crypto deposit give
         * `crypto_network` (and optionally the receiving `crypto_address`, else a random one is used);
         * for a fiat deposit leave both out. The request has no idempotency key, so the SDK never
         * resends it once it may have reached the service. The public document requires the
         * `funding:read_profile` scope (not a write scope) for it.
         */
        post: operations["createSandboxDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         *
         * Lists events by `created_at`, oldest first unless `order=DESC`. The answer carries a
         * `next_page_cursor` (empty or absent when nothing follows), to be sent back as `page_cursor`
         * for the next page, so events sharing one `created_at` are paged like any others: the SDK
         * walks it like every list, and `events.follow` follows the cursor. Test events are returned
         * only with `is_test=true`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         *
         * Reads one event by id: the full record behind a webhook delivery or a list entry. A test
         * event is found only with `is_test=true`.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-creds/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API credentials
         *
         * Lists the API credentials of the account, one page at a time. Only APPROVED credentials are
         * listed unless `statuses` says otherwise. With no `limit` (or 0) the service returns every
         * record in one answer.
         */
        get: operations["listApiCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tax/tax-form-revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the revisions of a tax form
         *
         * Lists every issued version of the tax forms of one account for one tax year. Revisions count
         * up as corrected forms are issued; the highest is the current one. The download links expire
         * 60 seconds after the answer, so fetch the files at once.
         */
        get: operations["listTaxFormRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tax/tax-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tax forms
         *
         * Lists, for up to 50 accounts and one tax year, the current revision of each tax form with a
         * download link (for bulk downloads). The links expire 60 seconds after the answer. For older
         * revisions of one account, use the revisions list.
         */
        get: operations["listTaxForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer statements
         *
         * Lists the statements of one customer, newest period first unless `order` says otherwise, one
         * page at a time. The public document marks `customer_id` optional in its schema but states in
         * words that it is required; it is declared required here.
         *
         * @deprecated Paxos names none; see the Rewards Engine's `GET /rewards/statements`.
         */
        get: operations["listStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List identities
         *
         * Lists the identities the client created, newest first unless `order` says otherwise, one
         * page at a time, filtered by creation or update time, summary status and type. Entries may
         * come without `person_details` or `institution_details` (the public document does not say);
         * to be sure of them, read the identity with `include_details`.
         */
        get: operations["listIdentities"];
        put?: never;
        /**
         * Create an identity
         *
         * Creates a person or institution identity. It starts PENDING and can transact only once
         * APPROVED. `ref_id` is the duplicate key: the SDK fills it with a UUID when none is given and
         * sends the same value on every retry, so a retry after a lost answer is answered 409 (with
         * the existing identity's id in `meta.existing.id`) instead of creating a second identity. A
         * second identity with the same government id is refused with 409 too.
         */
        post: operations["createIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/identities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an identity
         *
         * Reads one identity created by the client. Personal or institution details are left out
         * unless `include_details` is true (they are stored encrypted); institution members are left
         * out unless `include_institution_members` is true.
         */
        get: operations["getIdentity"];
        /**
         * Update an identity
         *
         * Applies the fields sent to an identity and returns it. Changing details may send the
         * identity through verification again, which can stop it from transacting meanwhile. Sending
         * the same update twice leaves the same result, so the SDK may retry it.
         */
        put: operations["updateIdentity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/identities/{identity_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the documents of an identity
         *
         * Lists the documents stored for an identity; with `include_pending_docs` also the document
         * types it still has to provide.
         */
        get: operations["listIdentityDocuments"];
        /**
         * Request a document upload link
         *
         * Registers a document (file name and content types) for an identity and returns a pre-signed
         * `upload_url`. The file itself (PDF, JPG or PNG, under 100 MB) is then sent by an HTTP POST
         * to that link, outside this API and outside the SDK: the SDK only obtains the link. The body
         * is JSON. A second request with a file name already used for the identity is answered 409;
         * the SDK still treats the PUT as safe to retry (it cannot store the document twice), so a
         * retry after a lost answer may end in that 409.
         */
        put: operations["documentUpload"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/institution-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add institution members
         *
         * Adds members to an institution identity; existing members stay. The request has no
         * idempotency key, so the SDK does not resend it once it may have reached the service (a
         * resend could add the members twice).
         */
        post: operations["addInstitutionMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/institution-members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an institution member
         *
         * Removes one member from its institution. The answer is an empty object.
         */
        delete: operations["deleteInstitutionMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an identity account
         *
         * Reads one account with its members.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/account-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add account members
         *
         * Adds members to an account; existing members stay. The request has no idempotency key, so
         * the SDK does not resend it once it may have reached the service (a resend could add the
         * members twice).
         */
        post: operations["addAccountMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/account-members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an account member
         *
         * Removes one member from its account (also the way to remove the last member, which an
         * account update cannot do). The answer is an empty object.
         */
        delete: operations["deleteAccountMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/identities/{id}/sandbox-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the statuses of a sandbox identity
         *
         * Forces the review statuses of an identity, in the sandbox only, to exercise the identity
         * lifecycle. A person can transact once `id_verification_status` and
         * `sanctions_verification_status` are both APPROVED; an institution once
         * `sanctions_verification_status` is APPROVED. Setting the same statuses twice leaves the same
         * result, so the SDK may retry it.
         */
        put: operations["sandboxSetIdentityStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/all-markets/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List current prices
         *
         * Current price and the price 24 hours earlier for each requested market.
         * A market whose price cannot be fetched is left out of the answer rather
         * than failing the call. Public market data: no credentials are sent
         * (`security: []`), as for the tickers.
         */
        get: operations["listPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/{market}/historical-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List historical prices
         *
         * Average prices of one market at a fixed time increment, oldest first, for
         * charting where execution detail is not needed. Give exactly one of
         * `increment` and `max_data_points`: the service refuses a request with both
         * or neither (the SDK leaves that check to the service). Without
         * `range.begin` the series starts at the earliest data; without
         * `range.end` the last point is the current mid price. Either bound may lie
         * in the future. Paging is by offset (`pagination.offset`,
         * `pagination.limit`), not by cursor. All timestamps are UTC.
         */
        get: operations["listHistoricalPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List markets
         *
         * The markets currently available for trading, with their assets and tick
         * rate. Public market data: no credentials are sent (`security: []`).
         */
        get: operations["listMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/{market}/order-book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the order book
         *
         * Every bid and ask price level of one market with the amount resting at
         * each. Public market data: no credentials are sent (`security: []`).
         * Rate-limited more tightly than most operations (10 requests per second).
         *
         * @deprecated Use the WebSocket feed (`market.watchOrderBook`).
         */
        get: operations["getOrderBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/{market}/recent-executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recent executions
         *
         * The latest trades on one market's order book, by all participants (up to
         * 2000). Not paged. Public market data: no credentials are sent
         * (`security: []`). Rate-limited more tightly than most operations (10
         * requests per second).
         *
         * @deprecated Use the WebSocket feed (`market.watchExecutions`).
         */
        get: operations["listRecentExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/{market}/ticker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ticker
         *
         * Order-book statistics of one market over the last 24 hours and since
         * midnight UTC: best bid and ask, last trade, high, low, open and volume.
         * The answer has the shape of one entry of `listTickers`. Public market
         * data: no credentials are sent (`security: []`).
         *
         * @deprecated Use `market.listPrices` (`GET /all-markets/prices`) and the WebSocket feeds (`market.watchOrderBook`, `market.watchExecutions`).
         */
        get: operations["getTicker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List executions
         *
         * Fills of orders, across all profiles or for one profile or one account
         * (give at most one of `profile_id` and `account_id`).
         */
        get: operations["listExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         *
         * Orders across all profiles, or of one profile or one account (give at
         * most one of `profile_id` and `account_id`). Orders from before 16 May 2022
         * are not available.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List executions of a profile
         *
         * Fills of the orders of one profile. A page holds 20 executions unless `limit` says otherwise, and at most 500.
         */
        get: operations["listProfileExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders of a profile
         *
         * Orders of one profile, optionally filtered by market, state, time placed or client identifiers.
         */
        get: operations["listProfileOrders"];
        put?: never;
        /**
         * Create an order
         *
         * Places an order for a profile. Limit and post-only orders give
         * `base_amount` and `price`; a market buy gives `quote_amount` (what to
         * spend), a market sell `base_amount` (what to sell). A post-only order is
         * refused if it would take liquidity; a taker limit order is refused when
         * its price is more than 15% from the mid price. Stop orders (currently
         * sells only) turn into a market or limit order when `stop_price` is
         * reached. Maximum notional value per order: 500,000 USD for market
         * orders; 1,500,000 USD for limit orders on BTCUSD and ETHUSD, 1,000,000
         * USD on other markets. With `await_fill_millis` the call waits (at most 10
         * seconds) for the order to fill before answering.
         *
         * `ref_id` is the duplicate key: a second order with a `ref_id` in use is
         * refused with a 409 whose `meta.existing` carries the first order. The
         * SDK fills `ref_id` when the caller gives none and sends the same value on
         * every retry. A 403 problem reports insufficient funds, a notional value
         * over the limit, or market conditions that prevented execution.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         *
         * The current state of one order. Orders from before 16 May 2022 are not available.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        /**
         * Cancel an order
         *
         * Asks for an order to be cancelled. Success means the request was
         * accepted, not that the order is cancelled: read the order to see its
         * final state. An order that can no longer be cancelled answers 403.
         * Repeating the request cannot cancel anything twice, so it is retried
         * like any DELETE.
         */
        delete: operations["cancelOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         *
         * The latest held-rate quotes, buy and sell, for the requested markets.
         * Each is executable with `createExecution` until its `expires_at`. New
         * quotes appear at most once a second, so two calls within a second can
         * answer identical quotes; prices cached for display to end users should be
         * refreshed every second.
         */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/quote-executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quote executions
         *
         * Quote executions of one profile, optionally filtered by side, market,
         * state and creation time. Rate-limited more tightly than most operations
         * (10 requests per second).
         */
        get: operations["listQuoteExecutions"];
        put?: never;
        /**
         * Execute a quote
         *
         * Buys or sells at the price of a held quote; the quote fixes market, side
         * and price, the body gives the amount (exactly one of `base_amount` and
         * `quote_amount`). Refusals come as problems: 403 when the quote has
         * expired, the profile lacks the funds, or extreme market moves invalidated
         * the quote; 404 when the quote does not exist; 409 when `ref_id` was used
         * already (`meta.existing` carries the earlier execution). The SDK fills
         * `ref_id` when the caller gives none and sends the same value on every
         * retry. Rate-limited more tightly than most operations (10 requests per
         * second).
         */
        post: operations["createQuoteExecution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profile_id}/quote-executions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote execution
         *
         * One quote execution; poll it to learn when it settles and its funds are
         * available. Rate-limited more tightly than most operations (10 requests per
         * second).
         */
        get: operations["getQuoteExecution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issuer-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request an issuer quote
         *
         * Asks for a held price at which Paxos, as issuer, mints (BUY) or redeems
         * (SELL) an amount of an asset. PAXG quotes are not offered while the
         * London gold market is shut. The request carries no idempotency key, so
         * it is not re-sent once it may have reached the service; a repeated call
         * only yields another quote, nothing is traded until `createExecution`.
         */
        post: operations["createIssuerQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issuer-quote/{quote_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute an issuer quote
         *
         * Executes a held issuer quote for a profile. The body carries no
         * idempotency key, so the request is not re-sent once it may have reached
         * the service. The public document's example shows the execution recording
         * the quote id as its `ref_id`, which suggests a quote executes only once,
         * but the document does not promise it; after an ambiguous failure, look
         * for the execution with `listExecutions` before trying again.
         */
        post: operations["createIssuerQuoteExecution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issuer-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List issuer quote executions
         *
         * Executed issuer quotes, optionally for one profile, in given states, or created within a time range.
         */
        get: operations["listIssuerQuoteExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversion/stablecoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stablecoin conversions
         *
         * Stablecoin conversions, newest first unless `order` says otherwise, optionally filtered by profile, client identifier and creation or update time.
         *
         * @deprecated Use orchestrations (`paxos.orchestrations`).
         */
        get: operations["listStablecoinConversions"];
        put?: never;
        /**
         * Create a stablecoin conversion
         *
         * Converts an amount one-to-one from one asset to another within a
         * profile (e.g. USD to USDP). Refusals come as problems: 403 when the
         * profile lacks the funds, 400 when the amount is over the conversion
         * limit, 409 when `ref_id` was used already (`meta.existing` carries the
         * earlier conversion). The SDK fills `ref_id` when the caller gives none
         * and sends the same value on every retry. The public document's request
         * example misspells `amount` as `amount'`; the fixture restates it with the
         * correct key, since the misspelt form is not a valid request.
         *
         * @deprecated Use orchestrations (`paxos.orchestrations`).
         */
        post: operations["createStablecoinConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversion/stablecoins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a stablecoin conversion
         *
         * One stablecoin conversion, by the id `create` returned.
         *
         * @deprecated Use orchestrations (`paxos.orchestrations`).
         */
        get: operations["getStablecoinConversion"];
        put?: never;
        post?: never;
        /**
         * Cancel a stablecoin conversion
         *
         * Cancels a conversion that has not settled yet and returns it with status
         * CANCELLED. Repeating the request cannot cancel anything twice, so it is
         * retried like any DELETE.
         *
         * @deprecated Use orchestrations (`paxos.orchestrations`).
         */
        delete: operations["cancelStablecoinConversion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orchestration/orchestrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orchestrations
         *
         * Orchestrations (deposits, withdrawals, conversions, combinations of
         * them, and runs of orchestration rules), newest first unless `order` says
         * otherwise. Each array filter takes at most 100 values.
         */
        get: operations["listOrchestrations"];
        put?: never;
        /**
         * Create an orchestration
         *
         * Starts a single orchestration for funds already held on the platform:
         * they leave a profile and go to a crypto address, a bank account or
         * another profile, converting between assets on the way
         * when they differ. Refusals come as problems: 403 when the profile lacks
         * the funds, 409 when `ref_id` was used already. The SDK fills `ref_id`
         * when the caller gives none and sends the same value on every retry.
         */
        post: operations["createOrchestration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orchestration/orchestrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an orchestration
         *
         * One orchestration, by its id.
         */
        get: operations["getOrchestration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orchestration/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orchestration rules
         *
         * Orchestration rules, newest first unless `order` says otherwise, optionally filtered by profile, state, assets or ids.
         */
        get: operations["listOrchestrationRules"];
        put?: never;
        /**
         * Create an orchestration rule
         *
         * Creates a standing rule: the service generates deposit instructions for
         * the rule's source (crypto deposits on a network, or fiat deposits),
         * watches them, and for every deposit runs an orchestration that converts
         * it and delivers it to the destination (a crypto address, a fiat account
         * or a profile). A rule may need approval first (status PENDING). A 409
         * answers a `ref_id` already used. The SDK fills `ref_id` when the caller
         * gives none and sends the same value on every retry.
         */
        post: operations["createOrchestrationRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orchestration/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an orchestration rule
         *
         * Deactivates a rule (its status becomes DELETED) and returns it. It starts
         * no new orchestrations; those it already started run to the end. Repeating
         * the request leaves the rule deleted, so it is retried like any DELETE.
         */
        delete: operations["deleteOrchestrationRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/controls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the controls of an identity
         *
         * Controls (restrictions such as sell-only, dormant, frozen or closed) set on
         * one identity, by the client or by Paxos, oldest first. Deleted controls are
         * left out unless `include_deleted` is true.
         */
        get: operations["listIdentityControls"];
        put?: never;
        /**
         * Set a control on an identity
         *
         * Restricts an identity: SELL_ONLY (it may only sell and withdraw), DORMANT or
         * CLOSED, with a reason code and an optional free-text reason. Only these
         * three types can be set by a client; FROZEN is set by Paxos alone. The body
         * has no idempotency key, so the request is never re-sent once it may have
         * reached the service.
         */
        post: operations["createIdentityControl"];
        /**
         * Remove a control from an identity
         *
         * Lifts a control set on an identity; the control stays listed with
         * `include_deleted`. A control set by Paxos that is not overridable cannot be
         * removed. Removing the same control again changes nothing, so the SDK may
         * retry it.
         */
        delete: operations["deleteIdentityControl"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/identities/{identity_id}/kyc-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a KYC refresh of a sandbox identity
         *
         * Sandbox only: begins the periodic KYC refresh of an identity of the calling
         * customer, as the service does when a refresh falls due, so that the
         * `identity.kyc_refresh.started` event and the refresh window can be
         * exercised. The identity must be eligible (approved, with no refresh under
         * way); use `forceStartKycRefresh` to skip that check. The refresh completes
         * when the identity is updated with a `last_kyc_refresh_date`, and expires
         * when its window passes first. Starting it twice is refused, so it is never
         * re-sent once it may have reached the service.
         */
        post: operations["sandboxStartKycRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/kycrefresh/force-start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Force a KYC refresh of a sandbox identity
         *
         * Sandbox only: begins a KYC refresh of an identity of the calling customer
         * whatever its eligibility, with a window of `expiry_days` days (1 to 90)
         * after which the refresh expires. A refresh already under way is replaced by
         * the new one. No idempotency key: never re-sent once it may have reached the
         * service.
         */
        post: operations["sandboxForceStartKycRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/kycrefresh/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the KYC refresh of a sandbox identity
         *
         * Sandbox only: clears the KYC refresh state of an identity of the calling
         * customer (a refresh under way is dropped without an event), so that a test
         * can start over. Resetting twice leaves the same state, so the SDK may retry
         * it.
         */
        post: operations["sandboxResetKycRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List address verifications
         *
         * Proofs that the calling customer controls an on-chain address, newest
         * first unless `order` says otherwise, filtered by method, status, network,
         * address or time.
         */
        get: operations["listVerifications"];
        put?: never;
        /**
         * Start an address verification
         *
         * Begins proving that the customer controls an address. With SIGNATURE the
         * answer carries a `signature_verification.message` to sign with the
         * address's key (EIP-191 personal-sign for EVM networks; an ed25519
         * signature over the JSON message for Solana), to be handed back with
         * `submitSignature`; the verification stays PENDING until then and EXPIRED
         * after `expires_at`. With SMALL_DEPOSIT the answer names the amount and the
         * deposit address to pay from the verified address. `ref_id` is the
         * service's duplicate key: the SDK fills it when the caller gives none and
         * resends the same value on every retry.
         */
        post: operations["createVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/verifications/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the signature of an address verification
         *
         * Hands back the signature of a SIGNATURE verification's message. A signature
         * made by the verified address's key turns the verification APPROVED; one
         * that does not verify is refused with 400 and the verification stays
         * PENDING (it can be tried again until `expires_at`). Submitting the same
         * valid signature again answers the approved verification unchanged, so the
         * SDK may retry it.
         */
        post: operations["submitSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an address verification
         *
         * One address verification, by ID.
         */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/travelrule/vasps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List travel-rule VASPs
         *
         * The virtual asset service providers Paxos knows for the travel rule, by
         * name (ascending unless `order` says otherwise). A VASP's `id` is what a
         * crypto destination address's `travelrule_metadata.vasp.id` names. `search`
         * matches the start of the name, ignoring case, for type-ahead lookups.
         */
        get: operations["listVasps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/travelrule/vasps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a travel-rule VASP
         *
         * One VASP, wrapped in `vasp`.
         */
        get: operations["getVasp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markets/{market}/historical-candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List historical candles
         *
         * Open, high, low and close prices and traded volume of one market per time
         * increment, newest first unless `order` says otherwise, one page at a time.
         * Give exactly one of `increment` and `max_data_points` (the service refuses
         * both or neither, and `max_data_points` without both range bounds; the SDK
         * leaves those checks to the service). Without `range.end` the series ends
         * now (a future end is allowed); without `range.begin` it starts six months
         * before the end. A market not yet open for candles answers 400. All
         * timestamps are UTC.
         */
        get: operations["listHistoricalCandles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issuer-quote/settlement-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get issuer quote settlement availability
         *
         * How much PAXG can be bought for same-day (T+0) settlement right now, to
         * three decimal places. Buying is limited by the London gold market: while
         * it is closed the buy quantity is "0.000". Selling always settles the next
         * day, so the sell quantity is always "0.000". Only PAXGUSD is offered.
         */
        get: operations["getIssuerQuoteSettlementAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reward addresses
         *
         * The addresses whose holdings earn the customer rewards, newest first unless
         * `order` says otherwise, filtered by ledger, address, payout group, asset or
         * on-chain status. With `include_balance` each address carries its balance
         * (at `balance_timestamp`, default now). `payout_group_id` set to the zero
         * UUID lists the addresses in no payout group.
         */
        get: operations["listAttributionAddresses"];
        put?: never;
        /**
         * Add a reward address
         *
         * Registers an address (wrapped in `address`) whose holdings earn the
         * customer rewards, optionally in a payout group and for one asset. Fields
         * the service sets (`id`, `status`, `created_at`, the `verification_*`
         * fields) are ignored when sent. No idempotency key: never re-sent once it
         * may have reached the service.
         */
        post: operations["createAttributionAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/addresses/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add several reward addresses
         *
         * Registers several reward addresses in one request. Each succeeds or fails
         * on its own: the answer lists the recorded ones in `successful_addresses`
         * and the refused ones, each with its error, in `failed_addresses`. No
         * idempotency key: never re-sent once it may have reached the service.
         */
        post: operations["batchCreateAttributionAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a reward address
         *
         * Replaces the client-set fields of a reward address (name, payout group,
         * asset, ledger and address). An `id` in the body must equal the path's.
         * Sending the same body twice gives the same result, so the SDK may retry it.
         */
        put: operations["updateAttributionAddress"];
        post?: never;
        /**
         * Delete a reward address
         *
         * Removes a reward address. The service accepts the removal at once, but an
         * address registered on a blockchain may stay listed for a few minutes until
         * the removal is confirmed on chain. The `customer_id`, `ledger` and
         * `address` parameters belong to the service's older way of naming the
         * address; the path's ID is enough. Deleting again changes nothing, so the
         * SDK may retry it.
         */
        delete: operations["deleteAttributionAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/claim-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List claim schedules
         *
         * The schedules on which rewards are claimed automatically, optionally for
         * one payout group.
         */
        get: operations["listClaimSchedules"];
        put?: never;
        /**
         * Create a claim schedule
         *
         * Claims a payout group's rewards automatically: DAILY at `hour`:`minute`
         * (UTC), WEEKLY on `days_of_week` or MONTHLY on
         * `days_of_month`. No idempotency key: never re-sent once it may have reached
         * the service.
         */
        post: operations["createClaimSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/claim-schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a claim schedule
         *
         * Replaces the timing of a claim schedule. Sending the same body twice gives
         * the same result, so the SDK may retry it.
         */
        put: operations["updateClaimSchedule"];
        post?: never;
        /**
         * Delete a claim schedule
         *
         * Stops a claim schedule. Deleting again changes nothing, so the SDK may
         * retry it.
         */
        delete: operations["deleteClaimSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reward claims
         *
         * Claims of rewards (by schedule, on request, or when a payout group is
         * unregistered) and how far each got on chain, filtered by payout group,
         * status, chain, jurisdiction, asset or creation time (`start_time` and
         * `end_time` both included).
         */
        get: operations["listClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reward details
         *
         * A summary of the customer's rewards: current rates, the next accrual time
         * and its estimated amount, what has been earned over the account's life and
         * what is available to claim now, in total and per asset.
         */
        get: operations["getRewardDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reward rates
         *
         * The reward rates of one asset. Without `asset_type` the list is empty.
         */
        get: operations["getRewardsRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/payout-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payout groups
         *
         * Payout groups: sets of reward addresses that earn at one rate and are paid
         * out to one destination. `count` is the number of groups matching the
         * filters, over all pages.
         */
        get: operations["listPayoutGroups"];
        put?: never;
        /**
         * Create a payout group
         *
         * Adds a payout group: the addresses that reference it accrue rewards at its
         * rate and are paid out to its destination (the claimer address unless set
         * otherwise), optionally on a claim schedule. The public document accepts
         * either `rewards:create_payout_groups` or `rewards:write_payout_groups`;
         * the SDK asks for the latter, which also covers update and delete. No
         * idempotency key: never re-sent once it may have reached the service.
         */
        post: operations["createPayoutGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/payout-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a payout group
         *
         * Renames a payout group or moves it to another jurisdiction. Changing a
         * group registered on chain claims its unclaimed rewards implicitly (the
         * answer does not describe that claim). Sending the same body twice gives
         * the same result, so the SDK may retry it.
         */
        put: operations["updatePayoutGroup"];
        post?: never;
        /**
         * Delete a payout group
         *
         * Removes a payout group. A group registered on chain may stay listed for a
         * few minutes until the removal is confirmed, and its unclaimed rewards are
         * claimed implicitly (the answer does not describe that claim). Deleting
         * again changes nothing, so the SDK may retry it.
         */
        delete: operations["deletePayoutGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rewards statements
         *
         * Monthly rewards statements of the customer, newest period first, with their
         * totals. The files of a completed statement carry download links. Without
         * `limit` a page holds 12 statements.
         */
        get: operations["listRewardsStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a rewards statement
         *
         * One rewards statement, wrapped in `statement`, with download links for the
         * files of a completed one.
         */
        get: operations["getRewardsStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Status of a fiat account. Transitions are not shown by the specification. */
        FiatAccountStatus: "PENDING" | "APPROVED" | "REJECTED" | (string & {});
        /**
         * Status carried alongside `wire` in fiat account responses. Only
         * PENDING is observed (by the specification and by the public
         * document's example); the public document's schema does not declare
         * this field at all, so it is accepted as found.
         */
        FiatNetworkInstructionsStatus: "PENDING" | (string & {});
        /** Kind of bank routing number. */
        RoutingNumberType: "ABA" | "SWIFT" | (string & {});
        /**
         * Status of a settlement transaction: PENDING on creation; AFFIRMED
         * (eligible once within the window); SETTLED; EXPIRED (the window ended
         * first); CANCELLED (by the source profile).
         */
        SettlementStatus: "PENDING" | "AFFIRMED" | "SETTLED" | "EXPIRED" | "CANCELLED" | (string & {});
        /**
         * Direction of a settlement leg: DELIVER moves the asset from the source
         * profile to the target profile, RECEIVE the other way. The
         * specification observes only DELIVER; the public document lists both.
         */
        LegDirection: "DELIVER" | "RECEIVE" | (string & {});
        /** Product a payment belongs to. */
        PaymentProduct: "USDG_REWARDS" | (string & {});
        /** Status of a payment. Transitions are not shown by the specification. */
        PaymentStatus: "PAYMENT_STATUS_PENDING" | "PAYMENT_STATUS_COMPLETED" | "PAYMENT_STATUS_FAILED" | (string & {});
        /** Kind of payment. Only PAYMENT_TYPE_CRYPTO_WITHDRAWAL is known to both sources. */
        PaymentType: "PAYMENT_TYPE_CRYPTO_WITHDRAWAL" | (string & {});
        /**
         * Kind of identity account. The specification observes BROKERAGE; the
         * public document lists the retirement and advisory kinds as well.
         */
        IdentityAccountType: "BROKERAGE" | "TRADITIONAL_IRA" | "ROTH_IRA" | "SEP_IRA" | "FINANCIAL_ADVISOR" | (string & {});
        /**
         * Summary status of an identity account. The specification observes
         * PENDING; the public document lists the other review outcomes.
         */
        IdentityAccountSummaryStatus: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED" | (string & {});
        /**
         * Kind of account member. The public document draws it from the same
         * list as the roles; the specification observes BENEFICIAL_OWNER.
         */
        IdentityAccountMemberType: "BENEFICIAL_OWNER" | "AUTHORIZED_USER" | "FINANCIAL_ADVISOR" | (string & {});
        /**
         * Role of an account member. The specification observes
         * BENEFICIAL_OWNER; the public document lists the other two.
         */
        IdentityAccountMemberRole: "BENEFICIAL_OWNER" | "AUTHORIZED_USER" | "FINANCIAL_ADVISOR" | (string & {});
        /**
         * Blockchain network. The specification observes ETHEREUM; the public
         * document lists the networks below. The service adds networks over
         * time, so any other name is kept.
         */
        CryptoNetwork: "BITCOIN" | "ETHEREUM" | "BITCOIN_CASH" | "LITECOIN" | "SOLANA" | "POLYGON_POS" | "BASE" | "ARBITRUM_ONE" | "INK" | "XLAYER" | "STELLAR" | "AVALANCHE" | "DOGECOIN" | "SUI" | "ROBINHOOD" | "BNB" | (string & {});
        /**
         * What deposits of Paxos-issued USD stablecoins to an address are
         * credited as: USD, or NO_CONVERSION to keep the stablecoin. The
         * specification observes USD; the public document adds NO_CONVERSION.
         */
        ConversionTargetAsset: "NO_CONVERSION" | "USD" | (string & {});
        /**
         * Status of API credentials. The specification observes APPROVED; the
         * public document adds DISABLED.
         */
        ApiCredentialsStatus: "APPROVED" | "DISABLED" | (string & {});
        /** Market of a ticker entry. */
        TickerMarket: "ETHUSD" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "USDPUSD" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | "PEPEUSD" | "TRUMPUSD" | "SHIBUSD" | "ARBUSD" | "BONKUSD" | "ENAUSD" | "MNTUSD" | "ONDOUSD" | "PENGUUSD" | "QNTUSD" | "RENDERUSD" | "SKYUSD" | "WIFUSD" | "WLDUSD" | "DOGEUSD" | "AVAXUSD" | "SUIUSD" | "POLUSD" | "XLMUSD" | "BNBUSD" | (string & {});
        /** Error code of a failed token request (RFC 6749 section 5.2). */
        OAuthErrorCode: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | (string & {});
        FreeFormMetadata: FreeFormMetadata;
        FiatAccountMetadata: FiatAccountMetadata;
        MailingAddress: MailingAddress;
        MailingAddressRequest: MailingAddressRequest;
        /** One line of a postal address in a request. */
        AddressLine: string;
        RoutingDetails: RoutingDetails;
        WireInstructions: WireInstructions;
        CbitInstructions: CbitInstructions;
        DbsActInstructions: DbsActInstructions;
        CubixInstructions: CubixInstructions;
        ScbInstructions: ScbInstructions;
        RtpRoutingDetails: RtpRoutingDetails;
        RtpInstructions: RtpInstructions;
        FiatNetworkInstructions: FiatNetworkInstructions;
        PersonDetails: PersonDetails;
        InstitutionDetails: InstitutionDetails;
        FiatAccountOwner: FiatAccountOwner;
        FiatAccount: FiatAccount;
        RoutingDetailsRequest: RoutingDetailsRequest;
        WireInstructionsRequest: WireInstructionsRequest;
        CbitInstructionsRequest: CbitInstructionsRequest;
        DbsActInstructionsRequest: DbsActInstructionsRequest;
        CubixInstructionsRequest: CubixInstructionsRequest;
        ScbInstructionsRequest: ScbInstructionsRequest;
        RtpRoutingDetailsRequest: RtpRoutingDetailsRequest;
        RtpInstructionsRequest: RtpInstructionsRequest;
        FiatNetworkInstructionsRequest: FiatNetworkInstructionsRequest;
        PersonDetailsRequest: PersonDetailsRequest;
        InstitutionDetailsRequest: InstitutionDetailsRequest;
        FiatAccountOwnerRequest: FiatAccountOwnerRequest;
        UpdateRoutingDetails: UpdateRoutingDetails;
        UpdateWireInstructions: UpdateWireInstructions;
        UpdateFiatNetworkInstructions: UpdateFiatNetworkInstructions;
        UpdateFiatAccountOwner: UpdateFiatAccountOwner;
        UpdateFiatAccountRequest: UpdateFiatAccountRequest;
        CreateSandboxFiatDepositRequest: CreateSandboxFiatDepositRequest;
        SandboxFiatDepositResult: SandboxFiatDepositResult;
        ClientPublicKey: ClientPublicKey;
        ApiCredentials: ApiCredentials;
        DeletedApiCredentials: DeletedApiCredentials;
        SettlementLeg: SettlementLeg;
        SettlementLegRequest: SettlementLegRequest;
        CreateSettlementTransactionRequest: CreateSettlementTransactionRequest;
        SettlementTransaction: SettlementTransaction;
        Payment: Payment;
        PaymentPage: PaymentPage;
        IdentityAccountMember: IdentityAccountMember;
        IdentityAccount: IdentityAccount;
        IdentityAccountPage: IdentityAccountPage;
        TickerQuote: TickerQuote;
        TimeRange: TimeRange;
        TickerStatistics: TickerStatistics;
        Ticker: Ticker;
        TickerList: TickerList;
        /**
         * All tickers. The specification and the public document's example
         * answer a bare JSON array; the public document's schema answers an
         * object with a `tickers` array. Both forms are accepted; the SDK
         * returns the array either way.
         */
        AllTickers: components["schemas"]["Ticker"][] | components["schemas"]["TickerList"];
        DepositAddress: DepositAddress;
        DepositAddressPage: DepositAddressPage;
        Problem: Problem;
        TokenResponse: TokenResponse;
        TokenError: TokenError;
        /**
         * A blockchain network, as sent. A closed list (the public document's
         * network enum); the response side uses the open `CryptoNetwork`.
         */
        CryptoNetworkRequest: "BITCOIN" | "ETHEREUM" | "BITCOIN_CASH" | "LITECOIN" | "SOLANA" | "POLYGON_POS" | "BASE" | "ARBITRUM_ONE" | "INK" | "XLAYER" | "STELLAR" | "AVALANCHE" | "DOGECOIN" | "SUI" | "ROBINHOOD" | "BNB";
        /** A transfer type, as sent in a filter (the public document's closed list). */
        TransferTypeRequest: "INTERNAL_TRANSFER_DEBIT" | "INTERNAL_TRANSFER_CREDIT" | "CRYPTO_DEPOSIT" | "CRYPTO_WITHDRAWAL" | "WIRE_DEPOSIT" | "WIRE_WITHDRAWAL" | "SEN_DEPOSIT" | "SEN_WITHDRAWAL" | "BANK_DEPOSIT" | "BANK_WITHDRAWAL" | "PAXOS_TRANSFER_DEBIT" | "PAXOS_TRANSFER_CREDIT" | "SIGNET_DEPOSIT" | "SIGNET_WITHDRAWAL" | "CBIT_WITHDRAWAL" | "CBIT_DEPOSIT" | "CUBIX_DEPOSIT" | "CUBIX_WITHDRAWAL" | "RTP_DEPOSIT";
        TransferRequestMetadata: TransferRequestMetadata;
        RejectCryptoDepositRequest: RejectCryptoDepositRequest;
        OriginatorIndividual: OriginatorIndividual;
        OriginatorInstitution: OriginatorInstitution;
        OriginatorAddressInfo: OriginatorAddressInfo;
        UpdateCryptoDepositRequest: UpdateCryptoDepositRequest;
        CryptoDepositActionResult: CryptoDepositActionResult;
        /** Review status of an address-book entry. */
        CryptoDestinationAddressStatus: "PENDING" | "APPROVED" | "REJECTED" | (string & {});
        /** Who holds the destination address, as returned. */
        CustodianType: "VASP" | "PRIVATE" | (string & {});
        DestinationBeneficiary: DestinationBeneficiary;
        DestinationPerson: DestinationPerson;
        DestinationInstitution: DestinationInstitution;
        DestinationVasp: DestinationVasp;
        CryptoDestinationTravelRule: CryptoDestinationTravelRule;
        CryptoDestinationAddress: CryptoDestinationAddress;
        CryptoDestinationAddressResult: CryptoDestinationAddressResult;
        CryptoDestinationAddressPage: CryptoDestinationAddressPage;
        DestinationBeneficiaryRequest: DestinationBeneficiaryRequest;
        DestinationPersonRequest: DestinationPersonRequest;
        DestinationInstitutionRequest: DestinationInstitutionRequest;
        CryptoWithdrawalBeneficiaryRequest: CryptoWithdrawalBeneficiaryRequest;
        DestinationVaspRequest: DestinationVaspRequest;
        CryptoDestinationTravelRuleRequest: CryptoDestinationTravelRuleRequest;
        PutCryptoDestinationAddressRequest: PutCryptoDestinationAddressRequest;
        CreateCryptoWithdrawalRequest: CreateCryptoWithdrawalRequest;
        CreateCryptoWithdrawalFeeRequest: CreateCryptoWithdrawalFeeRequest;
        CryptoWithdrawalFee: CryptoWithdrawalFee;
        CreateFiatWithdrawalRequest: CreateFiatWithdrawalRequest;
        CreateDepositAddressRequest: CreateDepositAddressRequest;
        CreateFiatAccountRequest: CreateFiatAccountRequest;
        FiatAccountSummary: FiatAccountSummary;
        FiatAccountOwnerSummary: FiatAccountOwnerSummary;
        RoutingDetailsSummary: RoutingDetailsSummary;
        WireInstructionsSummary: WireInstructionsSummary;
        FiatNetworkInstructionsSummary: FiatNetworkInstructionsSummary;
        FiatAccountPage: FiatAccountPage;
        DeleteFiatAccountResult: DeleteFiatAccountResult;
        /** Whether deposit instructions may still be used. */
        FiatDepositInstructionsStatus: "VALID" | "DEPRECATED" | (string & {});
        FiatDepositInstructions: FiatDepositInstructions;
        FiatDepositInstructionsPage: FiatDepositInstructionsPage;
        CreateFiatDepositInstructionsRequest: CreateFiatDepositInstructionsRequest;
        /** Kind of transfer. */
        TransferType: "INTERNAL_TRANSFER_DEBIT" | "INTERNAL_TRANSFER_CREDIT" | "CRYPTO_DEPOSIT" | "CRYPTO_WITHDRAWAL" | "WIRE_DEPOSIT" | "WIRE_WITHDRAWAL" | "SEN_DEPOSIT" | "SEN_WITHDRAWAL" | "BANK_DEPOSIT" | "BANK_WITHDRAWAL" | "PAXOS_TRANSFER_DEBIT" | "PAXOS_TRANSFER_CREDIT" | "SIGNET_DEPOSIT" | "SIGNET_WITHDRAWAL" | "CBIT_WITHDRAWAL" | "CBIT_DEPOSIT" | "CUBIX_DEPOSIT" | "CUBIX_WITHDRAWAL" | "RTP_DEPOSIT" | (string & {});
        /** Status of a transfer. */
        TransferStatus: "PENDING" | "COMPLETED" | "FAILED" | (string & {});
        /**
         * Whether the transfer credits or debits the profile. The public
         * document's schema lists CREDIT and DEBIT; its transfer examples also
         * show WITHDRAWAL, which is listed too.
         */
        TransferDirection: "CREDIT" | "DEBIT" | "WITHDRAWAL" | (string & {});
        /** Finer-grained reason for a transfer's status (travel-rule and approval holds). */
        TransferSecondaryStatusName: "TRAVEL_RULE_INFO_REQUESTED" | "TRAVEL_RULE_REJECTED" | "CUSTOMER_REJECTED" | "PENDING_CUSTOMER_APPROVAL" | (string & {});
        TransferSecondaryStatus: TransferSecondaryStatus;
        TransferAutoConversion: TransferAutoConversion;
        TransferStatusDetails: TransferStatusDetails;
        Transfer: Transfer;
        TransferPage: TransferPage;
        TransferLimit: TransferLimit;
        TransferLimitList: TransferLimitList;
        CreateInternalTransferRequest: CreateInternalTransferRequest;
        CreatePaxosTransferRequest: CreatePaxosTransferRequest;
        /**
         * The answer of the transaction list. The public document's schema (and its schema-level
         * example) is a page object; its operation example is a bare array of transactions. Both are
         * accepted: a bare array is one page without a cursor.
         */
        SettlementTransactionListAnswer: components["schemas"]["SettlementTransactionPage"] | components["schemas"]["SettlementTransaction"][];
        /**
         * The answer of a transaction lookup. The public document's schema (and the cancel and affirm
         * answers) is the bare transaction; its operation example wraps it in a one-element array.
         * Both are accepted; the SDK returns the transaction either way.
         */
        SettlementTransactionAnswer: components["schemas"]["SettlementTransaction"] | components["schemas"]["SettlementTransaction"][];
        SettlementTransactionPage: SettlementTransactionPage;
        MonitoringAddress: MonitoringAddress;
        /**
         * The answer of a monitoring address lookup. The public document's schema (and the create and
         * update answers) wraps the record in `address`; its operation example is the bare record. Both
         * are accepted; the SDK returns the wrapped form either way.
         */
        MonitoringAddressAnswer: components["schemas"]["MonitoringAddressResult"] | components["schemas"]["MonitoringAddress"];
        MonitoringAddressResult: MonitoringAddressResult;
        MonitoringAddressPage: MonitoringAddressPage;
        CreateMonitoringAddressRequest: CreateMonitoringAddressRequest;
        UpdateMonitoringAddressRequest: UpdateMonitoringAddressRequest;
        Profile: Profile;
        /** Kind of profile: NORMAL (made by the client) or DEFAULT (made by the service). */
        ProfileType: "NORMAL" | "DEFAULT" | (string & {});
        ProfilePage: ProfilePage;
        CreateProfileRequest: CreateProfileRequest;
        UpdateProfileRequest: UpdateProfileRequest;
        ProfileBalance: ProfileBalance;
        ProfileBalanceList: ProfileBalanceList;
        ProfileDeactivation: ProfileDeactivation;
        SandboxProfileDepositRequest: SandboxProfileDepositRequest;
        SandboxProfileDepositResult: SandboxProfileDepositResult;
        Event: Event;
        EventList: EventList;
        IdentityDocumentsRequired: IdentityDocumentsRequired;
        /** A kind of document an identity is asked for. Open set. */
        RequiredDocumentKind: "DRIVERS_LICENSE" | "PASSPORT" | "NATIONAL_ID" | "UTILITY_BILL" | "BANK_STATEMENT" | "GOVERNMENT_ID" | "PROOF_OF_ADDRESS" | "TAX_IDENTIFICATION" | "IDENTITY_VERIFICATION" | "PROOF_OF_RESIDENCY" | "PROOF_OF_FUNDS" | (string & {});
        IdentitySummaryStatusChange: IdentitySummaryStatusChange;
        IdentityKycRefresh: IdentityKycRefresh;
        OrchestrationStatusChange: OrchestrationStatusChange;
        TransferStatusChange: TransferStatusChange;
        /**
         * Kind of the transfer an event announces. The webhook document lists the crypto and DBS Act
         * kinds only, although it announces transfers on every rail; the transfer kinds of the transfer
         * list (`WIRE_DEPOSIT`, `RTP_DEPOSIT`, `CUBIX_WITHDRAWAL` …) are listed too. Open set.
         */
        TransferStatusChangeType: "CRYPTO_DEPOSIT" | "CRYPTO_WITHDRAWAL" | "ACT_DEPOSIT" | "ACT_WITHDRAWAL" | "WIRE_DEPOSIT" | "WIRE_WITHDRAWAL" | "RTP_DEPOSIT" | "CUBIX_DEPOSIT" | "CUBIX_WITHDRAWAL" | (string & {});
        ApiCredentialsPage: ApiCredentialsPage;
        /** Kind of tax form. */
        TaxFormType: "FORM_1099_B" | "FORM_1099_MISC" | "FORM_1099_DA" | (string & {});
        TaxFormUrl: TaxFormUrl;
        TaxFormUrlList: TaxFormUrlList;
        /** Kind of statement. */
        StatementType: "STATEMENT_TYPE_UNSPECIFIED" | "STATEMENT_TYPE_USDG_REWARD" | (string & {});
        /** Where a statement stands: INITIATED, then GENERATED (files ready), then PAID. */
        StatementStatus: "STATEMENT_STATUS_UNSPECIFIED" | "STATEMENT_STATUS_INITIATED" | "STATEMENT_STATUS_GENERATED" | "STATEMENT_STATUS_PAID" | (string & {});
        StatementBalance: StatementBalance;
        StatementFile: StatementFile;
        Statement: Statement;
        StatementPage: StatementPage;
        /**
         * Review status of an identity or of one of its checks (identity verification, sanctions,
         * documents, additional screening). Open set: values added later by the service are kept.
         */
        IdentityStatus: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED" | (string & {});
        /**
         * Kind of identity: a person or an institution. Open set: values added later by the service
         * are kept.
         */
        IdentityType: "PERSON" | "INSTITUTION" | (string & {});
        /**
         * Who verifies a person: Paxos, the client itself (PASSTHROUGH, naming its vendor in
         * `passthrough_verifier_type`), or a manual review. Open set: values added later by the
         * service are kept.
         */
        IdentityVerifierType: "PAXOS" | "PASSTHROUGH" | "MANUAL" | (string & {});
        /**
         * Vendor the client used to verify a person when the verifier type is PASSTHROUGH. Open set:
         * values added later by the service are kept.
         */
        PassthroughVerifierType: "JUMIO" | "ALLOY" | "LEXISNEXIS" | "MITEK" | "SUMSUB" | "MICROBILT" | "ONFIDO" | "CUSTOMER" | "EQUIFAX" | "ID3_AUTHENTICATE" | "FIS" | "PROVE" | "PERSONA" | "PLAID" | "DOTFILE" | "AIPRISE" | (string & {});
        /**
         * Kind of government identifier of a person. Open set: values added later by the service are
         * kept.
         */
        PersonCipIdType: "SSN" | "ID_CARD" | "ITIN" | "PASSPORT" | "DRIVING_LICENSE" | "VISA" | (string & {});
        /**
         * A personal attribute the client's vendor checked. Open set: values added later by the
         * service are kept.
         */
        PassthroughVerificationField: "FULL_LEGAL_NAME" | "ADDRESS" | "DATE_OF_BIRTH" | "CIP_ID" | (string & {});
        /** Legal form of an institution. Open set: values added later by the service are kept. */
        InstitutionType: "TRUST" | "CORPORATION" | "LLC" | "PARTNERSHIP" | "SOLE_PROPRIETORSHIP" | (string & {});
        /**
         * Line of business of an institution (also used for the industry sectors of due diligence).
         * Open set: values added later by the service are kept.
         */
        InstitutionSubType: "INVESTMENT" | "HEDGE_FUND" | "MONEY_SERVICE_BUSINESS" | "STO_ISSUER" | "PRECIOUS_METALS" | "NON_PROFIT" | "REGISTERED_INVESTMENT_ADVISOR" | "AGRICULTURE_FORESTRY_FISHING_HUNTING" | "MINING" | "UTILITIES" | "CONSTRUCTION" | "MANUFACTURING" | "WHOLESALE_TRADE" | "RETAIL_TRADE" | "TRANSPORTATION_WAREHOUSING" | "INFORMATION" | "FINANCE_INSURANCE" | "REAL_ESTATE_RENTAL_LEASING" | "PROFESSIONAL_SCIENTIFIC_TECHNICAL_SERVICES" | "MANAGEMENT_OF_COMPANIES_ENTERPRISES" | "ADMINISTRATIVE_SUPPORT_WASTE_MANAGEMENT_REMEDIATION_SERVICES" | "EDUCATIONAL_SERVICES" | "HEALTH_CARE_SOCIAL_ASSISTANCE" | "ARTS_ENTERTAINMENT_RECREATION" | "ACCOMMODATION_FOOD_SERVICES" | "OTHER_SERVICES" | "PUBLIC_ADMINISTRATION" | "NOT_CLASSIFIED" | "ADULT_ENTERTAINMENT" | "AUCTIONS" | "AUTOMOBILES" | "BLOCKCHAIN" | "CRYPTO" | "DRUGS" | "EXPORT_IMPORT" | "E_COMMERCE" | "FINANCIAL_INSTITUTION" | "GAMBLING" | "INSURANCE" | "MARKET_MAKER" | "SHELL_BANK" | "TRAVEL_TRANSPORT" | "WEAPONS" | (string & {});
        /**
         * Kind of government identifier of an institution. Open set: values added later by the service
         * are kept.
         */
        InstitutionCipIdType: "EIN" | "SSN" | "ITIN" | "REGISTRATION_NUMBER" | (string & {});
        /**
         * Whether an institution is regulated, and where. Open set: values added later by the service
         * are kept.
         */
        InstitutionRegulationStatus: "US_REGULATED" | "INTL_REGULATED" | "NON_REGULATED" | (string & {});
        /**
         * Whether an institution, or its parent, is publicly traded. Open set: values added later by
         * the service are kept.
         */
        InstitutionTradingType: "PRIVATE" | "PUBLIC" | "PUBLICLY_TRADED_SUBSIDIARY" | (string & {});
        /**
         * Role of a member within an institution. Open set: values added later by the service are
         * kept.
         */
        InstitutionRoleType: "BENEFICIAL_OWNER" | "ACCOUNT_OPENER" | "TRUSTEE" | "AUTHORIZED_USER" | "GRANTOR" | "MANAGEMENT_CONTROL_PERSON" | "BENEFICIARY" | "SOLE_PROPRIETOR" | (string & {});
        /** Result of the check of a taxpayer id. Open set: values added later by the service are kept. */
        TinVerificationStatus: "TIN_VERIFICATION_PENDING" | "TIN_VERIFICATION_ERROR" | "TIN_VERIFICATION_VALID" | (string & {});
        /** Estimated net worth band (USD). Open set: values added later by the service are kept. */
        NetWorthRange: "NET_WORTH_0_TO_100K" | "NET_WORTH_100K_TO_500K" | "NET_WORTH_500K_TO_1M" | "NET_WORTH_1M_TO_2_5M" | "NET_WORTH_2_5M_TO_5M" | "NET_WORTH_5M_TO_7_5M" | "NET_WORTH_7_5M_TO_10M" | "NET_WORTH_10M_TO_25M" | "NET_WORTH_25M_TO_50M" | "NET_WORTH_OVER_50M" | (string & {});
        /** Estimated yearly income band (USD). Open set: values added later by the service are kept. */
        YearlyIncomeRange: "INCOME_0_TO_50K" | "INCOME_50K_TO_100K" | "INCOME_100K_TO_250K" | "INCOME_250K_TO_500K" | "INCOME_500K_TO_750K" | "INCOME_750K_TO_1M" | "INCOME_ABOVE_1M" | (string & {});
        /** Expected transfer value band (USD). Open set: values added later by the service are kept. */
        TransferValueRange: "TRANSFER_VALUE_0_TO_25K" | "TRANSFER_VALUE_25K_TO_50K" | "TRANSFER_VALUE_50K_TO_100K" | "TRANSFER_VALUE_100K_TO_250K" | "TRANSFER_VALUE_250K_TO_500K" | "TRANSFER_VALUE_500K_TO_750K" | "TRANSFER_VALUE_750K_TO_1M" | "TRANSFER_VALUE_1M_TO_2_5M" | "TRANSFER_VALUE_2_5M_TO_5M" | "TRANSFER_VALUE_ABOVE_5M" | (string & {});
        /**
         * Where the customer's wealth comes from. Open set: values added later by the service are
         * kept.
         */
        WealthSource: "INHERITANCE" | "INVESTMENT_GAINS" | "BUSINESS_OWNERSHIP_DIVIDENDS" | "EMPLOYMENT_INCOME" | "REAL_ESTATE" | "OTHER_SOURCE_OF_WEALTH" | (string & {});
        /**
         * Where the funds used on the platform come from. Open set: values added later by the service
         * are kept.
         */
        FundsSource: "SALARY_DISBURSEMENT" | "INHERITANCE_DISTRIBUTION" | "INVESTMENT_RETURNS" | "BUSINESS_DIVIDENDS_PROFITS" | "PROPERTY_SALE" | "LOAN_DISBURSEMENT" | "SAVINGS_ACCOUNT_WITHDRAWAL" | "GOVERNMENT_BENEFITS" | (string & {});
        /** Why the customer opens the account. Open set: values added later by the service are kept. */
        AccountPurpose: "INVESTMENT_TRADING" | "SAVINGS" | "STABLECOIN_PURCHASE_REDEMPTION" | (string & {});
        /** Employment situation of a person. Open set: values added later by the service are kept. */
        EmploymentStatus: "CONTRACTUAL" | "FULL_TIME" | "PART_TIME" | "RETIRED" | "SELF_EMPLOYED" | "STUDENT" | "UNEMPLOYED" | (string & {});
        /** How a merchant funds its business. Open set: values added later by the service are kept. */
        MerchantFundingSource: "BUSINESS_LOANS_FINANCING" | "SALARY_SAVINGS" | "INVESTMENT_GAINS" | "INHERITANCE" | "REAL_ESTATE_INCOME" | "NON_PROFIT_SOURCES" | "OTHER_BUSINESS_INCOME" | (string & {});
        /**
         * Region where a customer base is located. Open set: values added later by the service are
         * kept.
         */
        CustomerRegion: "US_CANADA" | "MEXICO_CENTRAL_AMERICA" | "SOUTH_AMERICA" | "EUROPE" | "ASIA" | "AFRICA" | "OCEANIA" | (string & {});
        /** What an uploaded document contains. Open set: values added later by the service are kept. */
        IdentityDocumentType: "OTHER_DOCUMENTS" | "APPLICATION" | "ORGANIZATIONAL_DOCUMENTS" | "CERTIFICATE_OF_GOOD_STANDING" | "TAX_IDENTIFICATION" | "IDENTITY_VERIFICATION" | "PROOF_OF_RESIDENCY" | "PROOF_OF_FUNDS" | "SAMPLE_INVOICE" | "OPERATING_AGREEMENT" | "TRUST_DOCUMENTS" | "MONEY_SERVICE_DOCUMENTS" | "INVESTMENT_DOCUMENTS" | "CURP" | "AML_DOCUMENTS" | "FUND_STRUCTURE_CHART" | "FUND_MANAGER_REGISTRATION" | "MEMORANDUM_OF_ASSOCIATION" | "ORGANIZATIONAL_CHART" | "FOUNDATION_BY_LAWS" | "APPOINTMENT_OF_GUARDIAN_EVIDENCE" | "LEGAL_DOMICILE_OF_BENEFICIAL_OWNERS" | "GOVERNING_BODY_MEMBER_NAMES" | "INDEPENDENT_AUDIT" | (string & {});
        IdentityPersonDetails: IdentityPersonDetails;
        IdentityInstitutionDetails: IdentityInstitutionDetails;
        IdentityInstitutionMember: IdentityInstitutionMember;
        IdentityTaxDetail: IdentityTaxDetail;
        IdentityCustomerDueDiligence: IdentityCustomerDueDiligence;
        /** What an identity still has to satisfy (today's document). */
        IdentityRequirementType: "ID_VERIFICATION" | "DOCUMENT_VERIFICATION" | "SCREENING_CHECK" | "COMPLIANCE_CHECK" | "ENHANCED_DUE_DILIGENCE" | "MEMBERS" | "KYC_REFRESH" | "TAX_DETAILS_VERIFICATION" | (string & {});
        /** Whether a requirement is still open or failed. */
        IdentityRequirementStatus: "PENDING" | "FAILED" | (string & {});
        /** Who must act next on a requirement. */
        IdentityRequirementParty: "CLIENT" | "PAXOS" | (string & {});
        /** Why a requirement is blocked or pending. */
        IdentityRequirementErrorCode: "COMPLIANCE_REVIEW_FAILED" | "COMPLIANCE_REVIEW_REQUIRED" | "DOCUMENT_UPLOAD_REQUIRED" | "DOCUMENT_VERIFICATION_FAILED" | "EDD_DOCUMENTATION_REQUIRED" | "IDENTITY_VERIFICATION_FAILED" | "IDENTITY_VERIFICATION_REQUIRED" | "KYC_REFRESH_OVERDUE" | "KYC_REFRESH_REQUIRED" | "MEMBER_VERIFICATION_FAILED" | "MEMBER_VERIFICATION_PENDING" | "SCREENING_FAILED" | "SCREENING_IN_PROGRESS" | "TIN_NOT_FOUND" | (string & {});
        IdentityRequirementError: IdentityRequirementError;
        IdentityRequirement: IdentityRequirement;
        IdentityStatusDetails: IdentityStatusDetails;
        Identity: Identity;
        IdentityPage: IdentityPage;
        IdentityAddressRequest: IdentityAddressRequest;
        IdentityPersonDetailsRequest: IdentityPersonDetailsRequest;
        IdentityInstitutionDetailsRequest: IdentityInstitutionDetailsRequest;
        InstitutionMemberRequest: InstitutionMemberRequest;
        IdentityTaxDetailRequest: IdentityTaxDetailRequest;
        IdentityCustomerDueDiligenceRequest: IdentityCustomerDueDiligenceRequest;
        IdentityMetadataRequest: IdentityMetadataRequest;
        CreateIdentityRequest: CreateIdentityRequest;
        UpdateIdentityRequest: UpdateIdentityRequest;
        IdentityDocument: IdentityDocument;
        IdentityDocumentList: IdentityDocumentList;
        IdentityDocumentUploadRequest: IdentityDocumentUploadRequest;
        IdentityDocumentUpload: IdentityDocumentUpload;
        AddInstitutionMembersRequest: AddInstitutionMembersRequest;
        InstitutionMembersAdded: InstitutionMembersAdded;
        InstitutionMemberRemoval: InstitutionMemberRemoval;
        IdentityAccountMemberRequest: IdentityAccountMemberRequest;
        IdentityAccountMetadataRequest: IdentityAccountMetadataRequest;
        IdentityAccountCreate: IdentityAccountCreate;
        CreateIdentityAccountRequest: CreateIdentityAccountRequest;
        IdentityAccountUpdate: IdentityAccountUpdate;
        UpdateIdentityAccountRequest: UpdateIdentityAccountRequest;
        AddAccountMembersRequest: AddAccountMembersRequest;
        IdentityAccountMembersAdded: IdentityAccountMembersAdded;
        IdentityAccountMemberRemoval: IdentityAccountMemberRemoval;
        SandboxDisableFlag: SandboxDisableFlag;
        SandboxIdentityStatusRequest: SandboxIdentityStatusRequest;
        SandboxIdentityStatusResult: SandboxIdentityStatusResult;
        /** A market (trading pair) as found in responses: base asset then quote asset, e.g. BTCUSD. The known values are those the public document lists anywhere; markets added later are kept as they come. */
        MarketCode: "ETHEUR" | "ETHSGD" | "ETHUSD" | "BTCEUR" | "BTCSGD" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "USDPUSD" | "ETHBRL" | "BTCBRL" | "LTCBRL" | "BCHBRL" | "USDPGBP" | "USDPBRL" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | "AAVEMXN" | "BCHMXN" | "BTCMXN" | "ETHMXN" | "LTCMXN" | "USDPMXN" | "AAVEEUR" | "BCHEUR" | "LTCEUR" | "LINKEUR" | "MATICEUR" | "PAXGEUR" | "SOLEUR" | "USDPEUR" | "UNIEUR" | "PYUSDEUR" | "ETHGBP" | "BTCGBP" | "LTCGBP" | "BCHGBP" | "PYUSDGBP" | "PEPEUSD" | "TRUMPUSD" | "SHIBUSD" | "ARBUSD" | "BONKUSD" | "ENAUSD" | "MNTUSD" | "ONDOUSD" | "PENGUUSD" | "QNTUSD" | "RENDERUSD" | "SKYUSD" | "WIFUSD" | "WLDUSD" | "DOGEUSD" | "AVAXUSD" | "SUIUSD" | "POLUSD" | "XLMUSD" | "BNBUSD" | (string & {});
        /** A market accepted by the order, quote and quote-execution requests (the closed set the public document lists for them). */
        TradingMarket: "ETHEUR" | "ETHSGD" | "ETHUSD" | "BTCEUR" | "BTCSGD" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "USDPUSD" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | "PEPEUSD" | "TRUMPUSD" | "SHIBUSD" | "ARBUSD" | "BONKUSD" | "ENAUSD" | "MNTUSD" | "ONDOUSD" | "PENGUUSD" | "QNTUSD" | "RENDERUSD" | "SKYUSD" | "WIFUSD" | "WLDUSD" | "DOGEUSD" | "AVAXUSD" | "SUIUSD" | "POLUSD" | "XLMUSD" | "BNBUSD";
        /** A market accepted by the order-book, recent-executions and ticker requests (the closed set the public document lists for them). */
        OrderBookMarket: "ETHEUR" | "ETHSGD" | "ETHUSD" | "BTCEUR" | "BTCSGD" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "USDPUSD" | "ETHBRL" | "BTCBRL" | "LTCBRL" | "BCHBRL" | "USDPGBP" | "USDPBRL" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | "AAVEMXN" | "BCHMXN" | "BTCMXN" | "ETHMXN" | "LTCMXN" | "USDPMXN" | "AAVEEUR" | "BCHEUR" | "LTCEUR" | "LINKEUR" | "MATICEUR" | "PAXGEUR" | "SOLEUR" | "USDPEUR" | "UNIEUR" | "PYUSDEUR" | "PEPEUSD" | "TRUMPUSD" | "SHIBUSD" | "ARBUSD" | "BONKUSD" | "ENAUSD" | "MNTUSD" | "ONDOUSD" | "PENGUUSD" | "QNTUSD" | "RENDERUSD" | "SKYUSD" | "WIFUSD" | "WLDUSD" | "DOGEUSD" | "AVAXUSD" | "SUIUSD" | "POLUSD" | "XLMUSD" | "BNBUSD";
        /** A market accepted by the historical-prices request (the closed set the public document lists for it). */
        HistoricalPricesMarket: "ETHEUR" | "ETHUSD" | "BTCEUR" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "ETHGBP" | "BTCGBP" | "LTCGBP" | "BCHGBP" | "USDPUSD" | "ETHBRL" | "BTCBRL" | "LTCBRL" | "BCHBRL" | "USDPGBP" | "USDPBRL" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | "AAVEMXN" | "BCHMXN" | "BTCMXN" | "ETHMXN" | "LTCMXN" | "USDPMXN" | "AAVEEUR" | "BCHEUR" | "LTCEUR" | "LINKEUR" | "MATICEUR" | "PAXGEUR" | "SOLEUR" | "USDPEUR" | "UNIEUR" | "PYUSDEUR" | "PYUSDGBP" | "PEPEUSD" | "TRUMPUSD" | "SHIBUSD" | "ARBUSD" | "BONKUSD" | "ENAUSD" | "MNTUSD" | "ONDOUSD" | "PENGUUSD" | "QNTUSD" | "RENDERUSD" | "SKYUSD" | "WIFUSD" | "WLDUSD" | "DOGEUSD" | "AVAXUSD" | "SUIUSD" | "POLUSD" | "XLMUSD" | "BNBUSD";
        /** A market accepted by the current-prices request (the closed set the public document lists for it). */
        PricingMarket: "ETHUSD" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "USDPUSD" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | "PEPEUSD" | "TRUMPUSD" | "SHIBUSD" | "ARBUSD" | "BONKUSD" | "ENAUSD" | "MNTUSD" | "ONDOUSD" | "PENGUUSD" | "QNTUSD" | "RENDERUSD" | "SKYUSD" | "WIFUSD" | "WLDUSD" | "DOGEUSD" | "AVAXUSD" | "SUIUSD" | "POLUSD" | "XLMUSD" | "BNBUSD";
        /** Side of a trade, as found in responses. */
        OrderSide: "BUY" | "SELL" | (string & {});
        /** Lifecycle state of an order, as found in responses. */
        OrderStatus: "PENDING_SUBMISSION" | "SUBMITTED" | "OPEN" | "FILLED" | "CANCELLED" | "REJECTED" | "EXPIRED" | (string & {});
        /** Kind of order, as found in responses. */
        OrderType: "LIMIT" | "MARKET" | "POST_ONLY_LIMIT" | "STOP_MARKET" | "STOP_LIMIT" | (string & {});
        /** How long an order stays live, as found in responses: GTC (until cancelled), FOK (whole fill at once or nothing), IOC (fill what is possible at once, cancel the rest), GTT (until `expiration_date`). */
        TimeInForce: "GTC" | "FOK" | "IOC" | "GTT" | (string & {});
        TradeMetadata: TradeMetadata;
        StringMetadata: StringMetadata;
        PriceSnapshot: PriceSnapshot;
        PriceList: PriceList;
        HistoricalPrice: HistoricalPrice;
        HistoricalPriceList: HistoricalPriceList;
        MarketDetails: MarketDetails;
        /** Whether a side of a market takes orders now (UNAVAILABLE refuses immediate-or-cancel and fill-or-kill orders). */
        MarketTradingStatus: "MARKET_TRADING_STATUS_UNSPECIFIED" | "AVAILABLE" | "UNAVAILABLE" | (string & {});
        /** Why a side of a market is unavailable. */
        MarketStatusReason: "MARKET_STATUS_REASON_UNSPECIFIED" | "SCHEDULED_MAINTENANCE" | "TRADING_SUSPENDED" | "UNSCHEDULED_MAINTENANCE" | (string & {});
        /** How a maintenance window repeats (NONE for a one-off). */
        MaintenanceRecurrence: "MAINTENANCE_RECURRENCE_UNSPECIFIED" | "NONE" | "DAILY" | "WEEKLY" | (string & {});
        ScheduledMaintenance: ScheduledMaintenance;
        MarketStatus: MarketStatus;
        MarketList: MarketList;
        OrderBook: OrderBook;
        RecentExecution: RecentExecution;
        RecentExecutionList: RecentExecutionList;
        BookLevel: BookLevel;
        OrderBookSnapshotMessage: OrderBookSnapshotMessage;
        OrderBookUpdateMessage: OrderBookUpdateMessage;
        ExecutionMessage: ExecutionMessage;
        /**
         * An external stablecoin's market on the stablecoin price feed, e.g. USDCUSD: letters and digits,
         * the stablecoin then the currency. Paxos's reference names the channel but lists no closed set.
         */
        StablecoinMarket: string;
        StablecoinPriceMessage: StablecoinPriceMessage;
        Execution: Execution;
        ExecutionPage: ExecutionPage;
        Order: Order;
        OrderPage: OrderPage;
        CreateOrderRequest: CreateOrderRequest;
        CancelOrderResult: CancelOrderResult;
        Quote: Quote;
        QuoteList: QuoteList;
        /** State of a quote execution: CREATED at first, SETTLED once every ledger movement is done. */
        QuoteExecutionStatus: "CREATED" | "SETTLED" | (string & {});
        QuoteExecution: QuoteExecution;
        QuoteExecutionPage: QuoteExecutionPage;
        CreateQuoteExecutionRequest: CreateQuoteExecutionRequest;
        CreateIssuerQuoteRequest: CreateIssuerQuoteRequest;
        IssuerQuote: IssuerQuote;
        CreateIssuerQuoteExecutionRequest: CreateIssuerQuoteExecutionRequest;
        IssuerQuoteExecutionCreated: IssuerQuoteExecutionCreated;
        /** State of an issuer quote execution. */
        IssuerQuoteExecutionStatus: "PENDING" | "COMPLETE" | "FAILED" | (string & {});
        IssuerQuoteExecution: IssuerQuoteExecution;
        IssuerQuoteExecutionPage: IssuerQuoteExecutionPage;
        /** State of a stablecoin conversion. The public document types it as a free string; the values below are those its examples show. */
        StablecoinConversionStatus: "CREATED" | "SETTLED" | "CANCELLED" | (string & {});
        StablecoinConversion: StablecoinConversion;
        StablecoinConversionPage: StablecoinConversionPage;
        CreateStablecoinConversionRequest: CreateStablecoinConversionRequest;
        /** State of an orchestration. */
        OrchestrationStatus: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "REJECTED" | (string & {});
        /** State of one transfer of an orchestration: PENDING (planned, no transfer id yet), PROCESSING (the transfer exists and is under way), COMPLETED, FAILED. */
        OrchestrationTransferStatus: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | (string & {});
        OrchestrationTransfer: OrchestrationTransfer;
        OrchestrationFailReason: OrchestrationFailReason;
        OrchestrationCryptoEndpoint: OrchestrationCryptoEndpoint;
        OrchestrationFiatSource: OrchestrationFiatSource;
        OrchestrationFiatDestination: OrchestrationFiatDestination;
        OrchestrationProfileEndpoint: OrchestrationProfileEndpoint;
        OrchestrationSource: OrchestrationSource;
        OrchestrationDestination: OrchestrationDestination;
        Orchestration: Orchestration;
        OrchestrationPage: OrchestrationPage;
        CreateOrchestrationRequest: CreateOrchestrationRequest;
        CreateOrchestrationProfileEndpoint: CreateOrchestrationProfileEndpoint;
        /**
         * State of an orchestration rule: PENDING (awaiting approval), ACTIVE
         * (matching deposits start orchestrations), REJECTED or CANCELLED (never
         * became active), DELETED (no longer starts orchestrations; deposits are
         * still credited to the rule's profile).
         */
        OrchestrationRuleStatus: "ACTIVE" | "DELETED" | "PENDING" | "REJECTED" | "CANCELLED" | (string & {});
        OrchestrationRuleFiatSource: OrchestrationRuleFiatSource;
        OrchestrationRuleSource: OrchestrationRuleSource;
        OrchestrationRuleCryptoDestination: OrchestrationRuleCryptoDestination;
        OrchestrationRuleFiatDestination: OrchestrationRuleFiatDestination;
        OrchestrationRuleDestination: OrchestrationRuleDestination;
        OrchestrationRule: OrchestrationRule;
        OrchestrationRuleResult: OrchestrationRuleResult;
        OrchestrationRulePage: OrchestrationRulePage;
        CreateOrchestrationRuleRequest: CreateOrchestrationRuleRequest;
        /**
         * Kind of restriction on an identity: SELL_ONLY (it may only sell and
         * withdraw), DORMANT, FROZEN (set by Paxos only) or CLOSED.
         */
        IdentityControlType: "SELL_ONLY" | "CLOSED" | "FROZEN" | "DORMANT" | (string & {});
        /** Who set a control. */
        IdentityControlSetBy: "SET_BY_PAXOS" | "SET_BY_CLIENT" | (string & {});
        /**
         * Why a control was set: at the user's request, inactivity, unmet KYC or
         * enhanced due diligence, a screening hit, an investigation, incomplete
         * onboarding, fraud risk, a legal order, an administrative reason, or
         * another reason.
         */
        IdentityControlReasonCode: "OTHER" | "END_USER_REQUEST" | "INACTIVITY" | "COMPLIANCE_KYC" | "COMPLIANCE_EDD" | "COMPLIANCE_SCREENING" | "COMPLIANCE_INVESTIGATION" | "COMPLIANCE_INCOMPLETE" | "RISK_FRAUD" | "LEGAL_ORDER" | "ADMINISTRATIVE" | (string & {});
        /** A reason code, as sent (the closed list of `IdentityControlReasonCode`). */
        IdentityControlReasonCodeRequest: "OTHER" | "END_USER_REQUEST" | "INACTIVITY" | "COMPLIANCE_KYC" | "COMPLIANCE_EDD" | "COMPLIANCE_SCREENING" | "COMPLIANCE_INVESTIGATION" | "COMPLIANCE_INCOMPLETE" | "RISK_FRAUD" | "LEGAL_ORDER" | "ADMINISTRATIVE";
        /** The kinds of control a client may set (FROZEN is set by Paxos only). */
        IdentityControlTypeRequest: "SELL_ONLY" | "DORMANT" | "CLOSED";
        IdentityControl: IdentityControl;
        IdentityControlPage: IdentityControlPage;
        CreateIdentityControlRequest: CreateIdentityControlRequest;
        IdentityControlDeletion: IdentityControlDeletion;
        KycRefreshResult: KycRefreshResult;
        SandboxForceStartKycRefreshRequest: SandboxForceStartKycRefreshRequest;
        SandboxResetKycRefreshRequest: SandboxResetKycRefreshRequest;
        /**
         * How control of an address is proven: SIGNATURE (a message signed with
         * the address's key), SMALL_DEPOSIT (a small payment from the address),
         * or MANUAL (by Paxos staff).
         */
        AddressVerificationMethod: "SIGNATURE" | "SMALL_DEPOSIT" | "MANUAL" | (string & {});
        /** A verification method, as sent (the closed list of `AddressVerificationMethod`). */
        AddressVerificationMethodRequest: "SIGNATURE" | "SMALL_DEPOSIT" | "MANUAL";
        /** PENDING until the proof arrives, then APPROVED; EXPIRED when `expires_at` passed first. */
        AddressVerificationStatus: "PENDING" | "APPROVED" | "EXPIRED" | (string & {});
        AddressSignatureChallenge: AddressSignatureChallenge;
        AddressSmallDeposit: AddressSmallDeposit;
        AddressManualVerification: AddressManualVerification;
        AddressVerification: AddressVerification;
        AddressVerificationPage: AddressVerificationPage;
        CreateAddressVerificationRequest: CreateAddressVerificationRequest;
        SubmitAddressSignatureRequest: SubmitAddressSignatureRequest;
        Vasp: Vasp;
        VaspPage: VaspPage;
        VaspResult: VaspResult;
        /** Length of a candle. */
        CandleIncrement: "ONE_MINUTE" | "FIVE_MINUTES" | "FIFTEEN_MINUTES" | "THIRTY_MINUTES" | "ONE_HOUR" | "TWO_HOURS" | "TWELVE_HOURS" | "ONE_DAY" | "ONE_WEEK" | "TWO_WEEKS" | "FOUR_WEEKS" | (string & {});
        Candle: Candle;
        CandleList: CandleList;
        SettlementAvailability: SettlementAvailability;
        /** Where a reward address lives: a blockchain, or PAXOS for holdings on the platform. */
        RewardLedger: "PAXOS" | "ETHEREUM" | "SOLANA" | "INK" | "XLAYER" | "ARBITRUM_ONE" | "ROBINHOOD" | (string & {});
        /** A reward ledger, as sent (the closed list of `RewardLedger`). */
        RewardLedgerRequest: "PAXOS" | "ETHEREUM" | "SOLANA" | "INK" | "XLAYER" | "ARBITRUM_ONE" | "ROBINHOOD";
        /** An on-chain registration status of a reward address, as a filter. */
        RewardAddressOnchainStatusRequest: "ONCHAIN_STATUS_TYPE_UNSPECIFIED" | "UNREGISTERED" | "PENDING_REGISTRATION" | "NEEDS_REREGISTRATION" | "ACTIVE" | "FAILED_REGISTRATION" | "PENDING_DELETION" | "FAILED_DELETION" | "PENDING_MULTIPLIER_UPDATE" | "MULTIPLIER_UPDATE_FAILED";
        RewardAddress: RewardAddress;
        NewRewardAddressRequest: NewRewardAddressRequest;
        RewardAddressRequest: RewardAddressRequest;
        RewardAddressResult: RewardAddressResult;
        RewardAddressPage: RewardAddressPage;
        CreateRewardAddressRequest: CreateRewardAddressRequest;
        BatchCreateRewardAddressesRequest: BatchCreateRewardAddressesRequest;
        RewardAddressFailure: RewardAddressFailure;
        RewardAddressBatchResult: RewardAddressBatchResult;
        RewardDeletion: RewardDeletion;
        /** How often a claim schedule runs. */
        ClaimScheduleType: "DAILY" | "MONTHLY" | "WEEKLY" | (string & {});
        /** How often a claim schedule runs, as sent. */
        ClaimScheduleTypeRequest: "DAILY" | "MONTHLY" | "WEEKLY";
        ClaimSchedule: ClaimSchedule;
        ClaimScheduleTiming: ClaimScheduleTiming;
        CreateClaimScheduleRequest: CreateClaimScheduleRequest;
        ClaimScheduleResult: ClaimScheduleResult;
        ClaimSchedulePage: ClaimSchedulePage;
        /** What started a claim: claiming everything, claiming for named addresses, or a payout group's unregistration. */
        ClaimType: "CLAIM_ALL" | "CLAIM_FOR_ADDRESSES" | "CLAIM_UNREGISTER" | (string & {});
        /** How far a claim got on chain. */
        ClaimOnchainStatus: "PENDING" | "SUBMITTED" | "CONFIRMED" | "FAILED" | (string & {});
        Claim: Claim;
        ClaimPage: ClaimPage;
        /** The jurisdiction a reward rate applies in. */
        RewardJurisdiction: "JURISDICTION_UNSPECIFIED" | "EU" | "US" | (string & {});
        /** The programme tier a reward rate belongs to. */
        RewardTier: "TIER_UNSPECIFIED" | "FOUNDER" | "PARTNER_CUSTODY_REMOVAL_PROGRAM" | "PARTNER_STANDARD_CUSTODY_TIER_1" | "PARTNER_STANDARD_CUSTODY_TIER_2" | "PARTNER_STANDARD_CUSTODY_TIER_3" | "FOUNDER_TIER_2" | (string & {});
        RewardRate: RewardRate;
        RewardRateList: RewardRateList;
        AssetRewardDetails: AssetRewardDetails;
        RewardDetails: RewardDetails;
        /** On-chain registration status of a payout group. */
        PayoutGroupOnchainStatus: "UNREGISTERED" | "PENDING_REGISTRATION" | "NEEDS_REREGISTRATION" | "ACTIVE" | "FAILED_REGISTRATION" | "PENDING_DELETION" | "FAILED_DELETION" | "PENDING_MULTIPLIER_UPDATE" | "MULTIPLIER_UPDATE_FAILED" | "UNREGISTERED_INSUFFICIENT_BALANCE" | (string & {});
        /** An on-chain registration status of a payout group, as a filter. */
        PayoutGroupOnchainStatusRequest: "UNREGISTERED" | "PENDING_REGISTRATION" | "NEEDS_REREGISTRATION" | "ACTIVE" | "FAILED_REGISTRATION" | "PENDING_DELETION" | "FAILED_DELETION" | "PENDING_MULTIPLIER_UPDATE" | "MULTIPLIER_UPDATE_FAILED" | "UNREGISTERED_INSUFFICIENT_BALANCE";
        PayoutGroup: PayoutGroup;
        PayoutGroupPage: PayoutGroupPage;
        PayoutGroupResult: PayoutGroupResult;
        CreatePayoutGroupRequest: CreatePayoutGroupRequest;
        UpdatePayoutGroupRequest: UpdatePayoutGroupRequest;
        /** Whether a statement's files are being made, are ready, or failed. */
        RewardsStatementStatus: "STATEMENT_STATUS_GENERATING" | "STATEMENT_STATUS_COMPLETED" | "STATEMENT_STATUS_FAILED" | (string & {});
        /** Kind of rewards statement (monthly: a PDF summary and a CSV of daily balances per address). */
        RewardsStatementType: "STATEMENT_TYPE_MONTHLY_REWARDS" | (string & {});
        /** File format of a statement file. */
        RewardsStatementFormat: "STATEMENT_FORMAT_PDF" | "STATEMENT_FORMAT_CSV" | (string & {});
        RewardsStatementFile: RewardsStatementFile;
        RewardsStatement: RewardsStatement;
        RewardsStatementPage: RewardsStatementPage;
        RewardsStatementResult: RewardsStatementResult;
        /**
         * Direction of a settlement leg: DELIVER moves the asset from the source
         * profile to the target profile, RECEIVE the other way. The
         * specification observes only DELIVER; the public document lists both.
         *
         * The request form of `LegDirection` (what a request may send): only the listed values.
         */
        LegDirectionRequest: "DELIVER" | "RECEIVE";
        /**
         * Product a payment belongs to.
         *
         * The request form of `PaymentProduct` (what a request may send): only the listed values.
         */
        PaymentProductRequest: "USDG_REWARDS";
        /**
         * Status of a payment. Transitions are not shown by the specification.
         *
         * The request form of `PaymentStatus` (what a request may send): only the listed values.
         */
        PaymentStatusRequest: "PAYMENT_STATUS_PENDING" | "PAYMENT_STATUS_COMPLETED" | "PAYMENT_STATUS_FAILED";
    };
    responses: {
        /** The request broke a rule of the API (a malformed body, a parameter rule, a limit). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** The access token is missing, invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** The access token lacks the scope of the operation, or the operation is not available here. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** The resource named in the path does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** The request conflicts with the current state, e.g. a `ref_id` already used for a different request. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** Rate limited (the limits are not shown by the specification). Retry after the time given by `Retry-After`. */
        TooManyRequests: {
            headers: {
                /** Seconds to wait, or an HTTP date. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** The service failed or is unavailable; safe to retry for idempotent requests. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** The `next_page_cursor` of the previous page; omit for the first page. */
        PageCursor: string;
        /** Sort order by creation time; the service defaults to DESC. */
        Order: "ASC" | "DESC";
        /** Field to sort by. */
        OrderBy: "CREATED_AT";
        /** Only items created strictly before this time (RFC 3339). */
        CreatedAtLt: string;
        /** Only items created at or before this time (RFC 3339). */
        CreatedAtLte: string;
        /** Only items created at exactly this time (RFC 3339). */
        CreatedAtEq: string;
        /** Only items created at or after this time (RFC 3339). */
        CreatedAtGte: string;
        /** Only items created strictly after this time (RFC 3339). */
        CreatedAtGt: string;
        /** Only items last updated strictly before this time (RFC 3339). */
        UpdatedAtLt: string;
        /** Only items last updated at or before this time (RFC 3339). */
        UpdatedAtLte: string;
        /** Only items last updated at exactly this time (RFC 3339). */
        UpdatedAtEq: string;
        /** Only items last updated at or after this time (RFC 3339). */
        UpdatedAtGte: string;
        /** Only items last updated strictly after this time (RFC 3339). */
        UpdatedAtGt: string;
        /** ID of the crypto deposit (the transfer's UUID; the service refuses anything else with 400). */
        CryptoDepositId: string;
        /** ID of the fiat account (a UUID; the service refuses anything else with 400). */
        FiatAccountId: string;
        /**
         * ID of the settlement transaction. The public document types it as a
         * plain string (its examples are UUIDs), so no format is imposed.
         */
        SettlementTransactionId: string;
        /** ID of the monitoring address (a UUID; the service refuses anything else with 400). */
        MonitoringAddressId: string;
        /** Only records at or after this time (RFC 3339; the bound is included). */
        RangeBegin: string;
        /** Only records at or before this time (RFC 3339; the bound is included). */
        RangeEnd: string;
        /** Only items created at or after this time (RFC 3339; the bound is included). */
        CreatedAtBegin: string;
        /** Only items created at or before this time (RFC 3339; the bound is included). */
        CreatedAtEnd: string;
        /** Only items last updated at or after this time (RFC 3339; the bound is included). */
        UpdatedAtBegin: string;
        /** Only items last updated at or before this time (RFC 3339; the bound is included). */
        UpdatedAtEnd: string;
        /** Only orders placed at or after this time (RFC 3339; the bound is included). */
        OrderTimeBegin: string;
        /** Only orders placed at or before this time (RFC 3339; the bound is included). */
        OrderTimeEnd: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
/** Free key/value pairs; values of any JSON type (strings and integers are observed). */
export type FreeFormMetadata = {
    [key: string]: unknown;
};
/** Client-specified key/value pairs of a fiat account; at most 6 pairs, each key and value at most 100 characters. */
export type FiatAccountMetadata = {
    [key: string]: string;
};
/**
 * A postal address, as returned. The public document requires `country`
 * and limits every line to 35 characters of a small character set; the
 * specification marks nothing. A response is never refused for it:
 * every field is optional and no string is checked.
 */
export type MailingAddress = {
    country?: string | null;
    address1?: string | null;
    address2?: string | null;
    city?: string | null;
    province?: string | null;
    zip_code?: string | null;
};
/**
 * A postal address, as sent. `country` is required and every line is
 * at most 35 characters of letters, digits, space and / ? : ( ) . , & '
 * + - (the public document's rules; the specification shows none). The
 * document's pattern asks for at least one character, yet its own
 * request examples send `address2: ""` and it says empty strings are
 * ignored on update: an empty line is therefore allowed.
 */
export type MailingAddressRequest = {
    country: components["schemas"]["AddressLine"];
    address1?: components["schemas"]["AddressLine"];
    address2?: components["schemas"]["AddressLine"];
    city?: components["schemas"]["AddressLine"];
    province?: components["schemas"]["AddressLine"];
    zip_code?: components["schemas"]["AddressLine"];
};
/**
 * How to route a wire to a bank. The public document requires all four
 * fields; the specification marks none, so none is required here.
 */
export type RoutingDetails = {
    routing_number_type?: components["schemas"]["RoutingNumberType"] | null;
    /** The routing number. */
    routing_number?: string | null;
    /** Name of the bank. */
    bank_name?: string | null;
    bank_address?: components["schemas"]["MailingAddress"] | null;
};
/**
 * Wire transfer details of a bank account. The public document requires
 * the account number, the owner's address and the routing details; the
 * specification marks none, and the public document's own update
 * example returns a wire without them, so none is required here.
 */
export type WireInstructions = {
    /** The fiat account owner's bank account number. */
    account_number?: string | null;
    fiat_account_owner_address?: components["schemas"]["MailingAddress"] | null;
    routing_details?: components["schemas"]["RoutingDetails"] | null;
    intermediary_routing_details?: components["schemas"]["RoutingDetails"] | null;
};
/** Instructions of the CBIT network (public document only). */
export type CbitInstructions = {
    /** Wallet address of the CBIT account. */
    wallet_address?: string | null;
};
/** Instructions of the DBS account network (public document only). */
export type DbsActInstructions = {
    /** Account number of the DBS account. */
    account_number?: string | null;
};
/** Instructions of the CUBIX network (public document only). */
export type CubixInstructions = {
    /** UUID of the CUBIX account. */
    account_id?: string | null;
};
/** Instructions of the Standard Chartered network (public document only). */
export type ScbInstructions = {
    /** Account number of the Standard Chartered account. */
    account_number?: string | null;
};
/** How to route a Real-Time Payments transfer to a bank. Today's document requires the routing number; none is required here, as for wires. */
export type RtpRoutingDetails = {
    /** The routing number. */
    routing_number?: string | null;
    /** Name of the bank. */
    bank_name?: string | null;
    bank_address?: components["schemas"]["MailingAddress"] | null;
};
/** Real-Time Payments (RTP, United States) details of a bank account (today's document). Its required marks are not imposed on answers, as for wires. */
export type RtpInstructions = {
    /** The fiat account owner's bank account number. */
    account_number?: string | null;
    fiat_account_owner_address?: components["schemas"]["MailingAddress"] | null;
    routing_details?: components["schemas"]["RtpRoutingDetails"] | null;
};
/**
 * Bank-transfer instructions, one network per field. The specification
 * shows only `wire`; the public document adds `cbit`, `dbs_act`,
 * `cubix` and `scb`, and today's document `rtp`. `status` and `metadata` appear beside the network
 * in fiat account responses (in the specification and in the public
 * document's example, though not in its schema), so they are declared
 * too.
 */
export type FiatNetworkInstructions = {
    wire?: components["schemas"]["WireInstructions"] | null;
    cbit?: components["schemas"]["CbitInstructions"] | null;
    dbs_act?: components["schemas"]["DbsActInstructions"] | null;
    cubix?: components["schemas"]["CubixInstructions"] | null;
    scb?: components["schemas"]["ScbInstructions"] | null;
    rtp?: components["schemas"]["RtpInstructions"] | null;
    status?: components["schemas"]["FiatNetworkInstructionsStatus"] | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
};
/** A person owning a fiat account (both names are required in requests only). */
export type PersonDetails = {
    first_name?: string | null;
    last_name?: string | null;
};
/** An institution owning a fiat account (the name is required in requests only). */
export type InstitutionDetails = {
    name?: string | null;
};
/**
 * Owner of a fiat account: carries one of `person_details` or
 * `institution_details`. The public document's schema puts the network
 * instructions at the top level of the fiat account, while its example
 * answer of an update puts them here (and the specification allows
 * either), so they are declared in both places.
 */
export type FiatAccountOwner = {
    person_details?: components["schemas"]["PersonDetails"] | null;
    institution_details?: components["schemas"]["InstitutionDetails"] | null;
    fiat_network_instructions?: components["schemas"]["FiatNetworkInstructions"] | null;
};
/**
 * Bank-transfer instructions and owner details that belong to an
 * identity and an account. Both sources' schemas require `id`,
 * `fiat_network_instructions`, `status` and `created_at`, but the public
 * document's example answer of an update carries neither a top-level
 * `fiat_network_instructions` (it sits inside `fiat_account_owner`) nor
 * a `status`: only `id` and `created_at` are required, so that answer
 * is accepted.
 */
export type FiatAccount = {
    /** Fiat account identifier. */
    id: string;
    fiat_network_instructions?: components["schemas"]["FiatNetworkInstructions"] | null;
    status?: components["schemas"]["FiatAccountStatus"] | null;
    /** Creation time. */
    created_at: string;
    /** Optional client-specified identifier, for idempotence. */
    ref_id?: string | null;
    /** Identity of the user owning the fiat account. */
    identity_id?: string | null;
    /** Account of the user; needed only for customers with third-party integrations initiating transfers on behalf of end users. */
    account_id?: string | null;
    fiat_account_owner?: components["schemas"]["FiatAccountOwner"] | null;
    metadata?: components["schemas"]["FiatAccountMetadata"] | null;
    /** Time of the most recent update. */
    updated_at?: string | null;
};
/** How to route a wire to a bank, as sent with full instructions; all four fields are required (public document). */
export type RoutingDetailsRequest = {
    /** Kind of routing number. */
    routing_number_type: "ABA" | "SWIFT";
    /** The routing number. */
    routing_number: string;
    /** Name of the bank. */
    bank_name: string;
    bank_address: components["schemas"]["MailingAddressRequest"];
};
/**
 * Full wire details of a bank account, as sent. The account number, the
 * owner's address and the routing details are required (public
 * document; the specification marks nothing); intermediary bank
 * routing is optional.
 */
export type WireInstructionsRequest = {
    /** The fiat account owner's bank account number. */
    account_number: string;
    fiat_account_owner_address: components["schemas"]["MailingAddressRequest"];
    routing_details: components["schemas"]["RoutingDetailsRequest"];
    intermediary_routing_details?: components["schemas"]["RoutingDetailsRequest"];
};
/** CBIT network instructions, as sent. */
export type CbitInstructionsRequest = {
    /** Wallet address of the CBIT account. */
    wallet_address: string;
};
/** DBS account network instructions, as sent. */
export type DbsActInstructionsRequest = {
    /** Account number of the DBS account. */
    account_number: string;
};
/** CUBIX network instructions, as sent. */
export type CubixInstructionsRequest = {
    /** UUID of the CUBIX account. */
    account_id: string;
};
/** Standard Chartered network instructions, as sent. */
export type ScbInstructionsRequest = {
    /** Account number of the Standard Chartered account. */
    account_number: string;
};
/** How to route a Real-Time Payments transfer to a bank, as sent; the routing number is required (today's document). */
export type RtpRoutingDetailsRequest = {
    /** The routing number. */
    routing_number: string;
    /** Name of the bank. */
    bank_name?: string;
    bank_address?: components["schemas"]["MailingAddressRequest"];
};
/** Real-Time Payments details of a bank account, as sent; the account number and the routing details are required (today's document). */
export type RtpInstructionsRequest = {
    /** The fiat account owner's bank account number. */
    account_number: string;
    fiat_account_owner_address?: components["schemas"]["MailingAddressRequest"];
    routing_details: components["schemas"]["RtpRoutingDetailsRequest"];
};
/**
 * Full bank-transfer instructions, as sent: one network per field (the
 * public document lists wire, cbit, dbs_act, cubix and scb, today's document also rtp; the
 * specification shows only wire). `status` and `metadata` are answers
 * of the service, not fields a client sends, so they are refused.
 */
export type FiatNetworkInstructionsRequest = {
    wire?: components["schemas"]["WireInstructionsRequest"];
    cbit?: components["schemas"]["CbitInstructionsRequest"];
    dbs_act?: components["schemas"]["DbsActInstructionsRequest"];
    cubix?: components["schemas"]["CubixInstructionsRequest"];
    scb?: components["schemas"]["ScbInstructionsRequest"];
    rtp?: components["schemas"]["RtpInstructionsRequest"];
};
/** A person owning a fiat account, as sent; both names are required (public document). */
export type PersonDetailsRequest = {
    first_name: string;
    last_name: string;
};
/** An institution owning a fiat account, as sent; the name is required (public document). */
export type InstitutionDetailsRequest = {
    name: string;
};
/** Owner of the sending bank account of a sandbox deposit; one of `person_details` or `institution_details`. */
export type FiatAccountOwnerRequest = {
    person_details?: components["schemas"]["PersonDetailsRequest"];
    institution_details?: components["schemas"]["InstitutionDetailsRequest"];
};
/**
 * Routing details of a bank, as an update sends them; nothing is
 * required. The public document lets an update change the bank's name
 * and address only; the specification's update takes the whole routing
 * object (kind and number too). Every field either source lists may be
 * sent; the service decides what it changes.
 */
export type UpdateRoutingDetails = {
    /** Kind of routing number (specification only). */
    routing_number_type?: "ABA" | "SWIFT";
    /** The routing number (specification only). */
    routing_number?: string;
    /** Name of the bank. */
    bank_name?: string;
    bank_address?: components["schemas"]["MailingAddressRequest"];
};
/**
 * Wire details, as an update sends them; nothing is required. The
 * specification's update takes the account number as well (the public
 * document's does not); both are allowed. The public document's schema
 * names the intermediary bank `intermediary_routing_details`, while its
 * own update example sends `intermediary_bank_name` and
 * `intermediary_bank_address`: both spellings may be sent, and the
 * service decides which it honours.
 */
export type UpdateWireInstructions = {
    /** The fiat account owner's bank account number (specification only). */
    account_number?: string;
    fiat_account_owner_address?: components["schemas"]["MailingAddressRequest"];
    routing_details?: components["schemas"]["UpdateRoutingDetails"];
    intermediary_routing_details?: components["schemas"]["UpdateRoutingDetails"];
    /** Name of the intermediary bank (the spelling of the public document's example). */
    intermediary_bank_name?: string;
    intermediary_bank_address?: components["schemas"]["MailingAddressRequest"];
};
/**
 * Network instructions an update may change: the wire network only
 * (both sources show no other network on update).
 */
export type UpdateFiatNetworkInstructions = {
    wire?: components["schemas"]["UpdateWireInstructions"];
};
/**
 * Owner fields of an update: change `person_details` or
 * `institution_details` (the service refuses switching an owner from
 * one kind to the other). The public document's schema takes network
 * instructions at the top level of the body, while its own update
 * examples send them here, inside the owner; both placements may be
 * sent.
 */
export type UpdateFiatAccountOwner = {
    person_details?: components["schemas"]["PersonDetailsRequest"];
    institution_details?: components["schemas"]["InstitutionDetailsRequest"];
    fiat_network_instructions?: components["schemas"]["UpdateFiatNetworkInstructions"];
};
/**
 * Body of a fiat account update. No field is required (both sources
 * agree). The service leaves out of the update any field given as an
 * empty string or null.
 */
export type UpdateFiatAccountRequest = {
    fiat_account_owner?: components["schemas"]["UpdateFiatAccountOwner"];
    fiat_network_instructions?: components["schemas"]["UpdateFiatNetworkInstructions"];
    metadata?: components["schemas"]["FiatAccountMetadata"];
};
/**
 * Body of a simulated fiat deposit. The specification shows no required
 * field; the public document requires `amount`, `asset`, `memo_id` and
 * `fiat_network_instructions` (and its example error answers "fiat
 * network instructions required"), so all four are required.
 */
export type CreateSandboxFiatDepositRequest = {
    /**
     * Amount to deposit: a positive decimal string with at most two
     * decimals. The public document allows at most two decimals (and a
     * missing leading digit); this document keeps the SDK's positive
     * decimal syntax and adds the two-decimal limit: the stricter of
     * the two.
     */
    amount: string;
    /** Asset to deposit; only USD is currently supported (both sources). */
    asset: "USD";
    /** The memo identifier of a previous fiat deposit instructions response. */
    memo_id: string;
    fiat_network_instructions: components["schemas"]["FiatNetworkInstructionsRequest"];
    fiat_account_owner?: components["schemas"]["FiatAccountOwnerRequest"];
};
/** Response of a simulated deposit; an empty object (fields a later version adds are kept). */
export type SandboxFiatDepositResult = {
    [key: string]: unknown;
};
/**
 * A public key registered for request signing. The public document
 * requires the algorithm, the key and the nickname; the specification
 * marks nothing, so nothing is required.
 */
export type ClientPublicKey = {
    algorithm?: string | null;
    public_key?: string | null;
    nickname?: string | null;
    id?: string | null;
    client_id?: string | null;
    active?: boolean | null;
};
/**
 * An API credentials record. Neither source marks a field required, so
 * none is (an earlier version of this document required `id`).
 */
export type ApiCredentials = {
    id?: string | null;
    customer_id?: string | null;
    client_id?: string | null;
    client_public_keys?: components["schemas"]["ClientPublicKey"][] | null;
    status?: components["schemas"]["ApiCredentialsStatus"] | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
    /** An RFC 3339 timestamp. */
    updated_at?: string | null;
    nickname?: string | null;
    ip_allowlist?: string[] | null;
    enforce_request_signing?: boolean | null;
    client_scopes?: string[] | null;
    created_by?: string | null;
};
/**
 * Response of a credentials deletion. Neither source marks
 * `credentials` required; it is optional, so an answer without the
 * record still reads as a success.
 */
export type DeletedApiCredentials = {
    credentials?: components["schemas"]["ApiCredentials"] | null;
};
/**
 * A one-way asset movement, as returned. All four fields are required:
 * the public document requires them and the specification says the id
 * is present in responses.
 */
export type SettlementLeg = {
    id: string;
    direction: components["schemas"]["LegDirection"];
    /** Asset code. */
    asset: string;
    /** Decimal amount, kept as the exact string sent by the service. */
    amount: string;
};
/**
 * A one-way asset movement, as sent (no leg id). Neither source marks a
 * leg field required; all three are required here (a decision: a leg
 * without them cannot be settled, and an amount left out would be read
 * by the service as zero).
 */
export type SettlementLegRequest = {
    direction: components["schemas"]["LegDirectionRequest"];
    /** Asset code. */
    asset: string;
    /** Decimal amount, a positive decimal string (no sign, no exponent, not zero). */
    amount: string;
};
/**
 * Body of a settlement transaction creation. Neither source's schema
 * marks a field required; this document requires the two profiles and
 * at least one leg, a deliberate exception to following the public
 * document's required marks: its own prose says a transaction has one
 * or more legs, that the caller must own the source profile it names
 * and that the target profile affirms it, so a body without them can
 * only be refused by the service. `ref_id` is optional on the wire; the
 * SDK always sends one, generating it when the caller gives none.
 */
export type CreateSettlementTransactionRequest = {
    /** Idempotency key. */
    ref_id?: string;
    /** Start of the settlement window; if omitted, eligible immediately upon success. */
    settlement_window_start?: string;
    /** End of the settlement window; a transaction neither cancelled nor settled by then expires. */
    settlement_window_end?: string;
    /** Profile ID of the submitting entity. */
    source_profile_id: string;
    /** Profile ID of the receiving entity. */
    target_profile_id: string;
    legs: components["schemas"]["SettlementLegRequest"][];
};
/**
 * A bilateral settlement transaction. Every field is required: the
 * specification's "Required (in responses)" column, the public
 * document's schema and its example all agree.
 */
export type SettlementTransaction = {
    /** Transaction identifier. */
    id: string;
    /** Idempotency key. */
    ref_id: string;
    /** Start of the window in which the transaction is eligible for settlement. */
    settlement_window_start: string;
    /** End of the window; a transaction neither cancelled nor settled by then expires. */
    settlement_window_end: string;
    /** Profile ID of the entity submitting the transaction. */
    source_profile_id: string;
    /** Profile ID of the entity receiving the transaction. */
    target_profile_id: string;
    legs: components["schemas"]["SettlementLeg"][];
    status: components["schemas"]["SettlementStatus"];
    /** An RFC 3339 timestamp. */
    created_at: string;
    /** An RFC 3339 timestamp. */
    updated_at: string;
};
/**
 * A statement entry. Neither source marks a field required, so none is
 * (an earlier version of this document required `id`). The public
 * document adds `payment_source`, `payment_tx_id`, `description` and a
 * string `metadata`, which the specification does not show.
 */
export type Payment = {
    id?: string | null;
    customer_id?: string | null;
    /** Set when the payment is made at profile level. */
    profile_id?: string | null;
    /** Set when the payment is made at account level. */
    account_id?: string | null;
    /** Reference of the statement this payment settles. */
    ref_id?: string | null;
    product?: components["schemas"]["PaymentProduct"] | null;
    payment_type?: components["schemas"]["PaymentType"] | null;
    /** Source of the payment; empty for USDG reward payments. */
    payment_source?: string | null;
    /** Identifier of the destination (the payout address). */
    payment_destination?: string | null;
    /** Asset code. */
    payment_asset?: string | null;
    /** Decimal amount, kept as the exact string sent by the service. */
    payment_amount?: string | null;
    payment_status?: components["schemas"]["PaymentStatus"] | null;
    /** Identifier of the transaction that carried out the payment. */
    payment_tx_id?: string | null;
    /** Free-text description of the payment. */
    description?: string | null;
    /**
     * Client metadata of the payment. The public document types it as
     * a string (unlike the key/value metadata elsewhere); the
     * specification does not show it.
     */
    metadata?: string | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
    /** An RFC 3339 timestamp. */
    processed_at?: string | null;
};
/**
 * One page of payments. `payments` is optional (neither source requires
 * it, and a service that omits empty fields may leave it out of an
 * empty page, which then reads as no items). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type PaymentPage = {
    payments?: components["schemas"]["Payment"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** A member of an identity account. */
export type IdentityAccountMember = {
    identity_id?: string | null;
    type?: components["schemas"]["IdentityAccountMemberType"] | null;
    /**
     * Roles of the member. The public document's own example lists
     * `null` entries here; a null entry is accepted and kept as null
     * rather than refusing the page.
     */
    roles?: (components["schemas"]["IdentityAccountMemberRole"] | null)[] | null;
    /** Member identifier, assigned by the service. */
    id?: string | null;
};
/**
 * An identity account with its members. Neither source marks a field
 * required, so none is (an earlier version of this document required
 * `id`).
 */
export type IdentityAccount = {
    id?: string | null;
    /** Primary identity. */
    identity_id?: string | null;
    description?: string | null;
    /** Set by Paxos staff to switch the account off. */
    admin_disabled?: boolean | null;
    /** Set by the API user to switch the account off. */
    user_disabled?: boolean | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** Client-specified identifier, unique per API user. */
    ref_id?: string | null;
    members?: components["schemas"]["IdentityAccountMember"][] | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
    /** An RFC 3339 timestamp. */
    updated_at?: string | null;
    summary_status?: components["schemas"]["IdentityAccountSummaryStatus"] | null;
    /** Profile created for the account; absent when none was. */
    profile_id?: string | null;
    type?: components["schemas"]["IdentityAccountType"] | null;
};
/**
 * One page of identity accounts. `items` is optional (neither source
 * requires it, and a service that omits empty fields may leave it out
 * of an empty page, which then reads as no items). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type IdentityAccountPage = {
    items?: components["schemas"]["IdentityAccount"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** A price and an amount. */
export type TickerQuote = {
    /** A decimal string, exact as the service sent it. */
    price?: string | null;
    /** A decimal string, exact as the service sent it. */
    amount?: string | null;
};
/** The period a statistics object covers, both ends included. */
export type TimeRange = {
    /** An RFC 3339 timestamp. */
    begin?: string | null;
    /** An RFC 3339 timestamp. */
    end?: string | null;
};
/**
 * Statistics over a period. The two sources disagree on the period's
 * fields: the specification and the public document's example carry
 * `start_time` and `end_time`, the public document's schema a `range`
 * object; all three are declared, all optional. The volume-weighted
 * average price, unnamed by the specification, is named by the public
 * document.
 */
export type TickerStatistics = {
    /** Highest price in the period. */
    high?: string | null;
    /** Lowest price in the period. */
    low?: string | null;
    /** First price in the period. */
    open?: string | null;
    /** A decimal string, exact as the service sent it. */
    volume?: string | null;
    /** Volume-weighted average price over the period. */
    volume_weighted_average_price?: string | null;
    /** An RFC 3339 timestamp. */
    start_time?: string | null;
    /** An RFC 3339 timestamp. */
    end_time?: string | null;
    range?: components["schemas"]["TimeRange"] | null;
};
/** Order-book statistics of one market. */
export type Ticker = {
    market?: components["schemas"]["TickerMarket"] | null;
    best_bid?: components["schemas"]["TickerQuote"] | null;
    best_ask?: components["schemas"]["TickerQuote"] | null;
    last_execution?: components["schemas"]["TickerQuote"] | null;
    last_day?: components["schemas"]["TickerStatistics"] | null;
    today?: components["schemas"]["TickerStatistics"] | null;
    /** Time at which the data was retrieved. */
    snapshot_at?: string | null;
};
/** The tickers wrapped in an object, the form of the public document's schema. */
export type TickerList = {
    tickers?: components["schemas"]["Ticker"][] | null;
};
/**
 * A crypto deposit address. The public document requires seven of its
 * fields; the specification marks none, so none is required (an
 * earlier version of this document required `id`).
 */
export type DepositAddress = {
    /** A UUID. */
    id?: string | null;
    /** The profile whose balance a deposit here increases. */
    profile_id?: string | null;
    customer_id?: string | null;
    /** The end user (an identity) expected to send deposits here. */
    identity_id?: string | null;
    /** Account of that identity linked to the address (public document only). */
    account_id?: string | null;
    /** Client-specified identifier. */
    ref_id?: string | null;
    crypto_network?: components["schemas"]["CryptoNetwork"] | null;
    /**
     * Blockchain address. The public document's example writes an
     * Ethereum address without quotes, which a YAML reader turns into
     * a number; its schema and the specification both say string, and
     * a 160-bit address cannot survive as a JSON number, so only the
     * string form is accepted.
     */
    address?: string | null;
    conversion_target_asset?: components["schemas"]["ConversionTargetAsset"] | null;
    /** Networks on which deposits to this address are accepted. */
    compatible_crypto_networks?: components["schemas"]["CryptoNetwork"][] | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
};
/**
 * One page of deposit addresses. `items` is optional (neither source
 * requires it, and a service that omits empty fields may leave it out
 * of an empty page, which then reads as no items). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type DepositAddressPage = {
    items?: components["schemas"]["DepositAddress"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * RFC 9457 problem details, the error body of every operation (the
 * specification does not show error bodies). All members are optional.
 */
export type Problem = {
    /**
     * URI identifying the problem type.
     * @default about:blank
     */
    type?: string | null;
    /** Short human-readable summary of the problem type. */
    title?: string | null;
    /** The HTTP status code. */
    status?: number | null;
    /** Human-readable explanation of this occurrence. */
    detail?: string | null;
    /** URI identifying this occurrence. */
    instance?: string | null;
    meta?: components["schemas"]["FreeFormMetadata"] | null;
};
/** Success answer of the token endpoint. */
export type TokenResponse = {
    access_token: string;
    /** Lifetime of the token in seconds. */
    expires_in: number;
    /** Granted scopes, space-separated. */
    scope?: string | null;
    /** Always `bearer` (case-insensitive). */
    token_type: string;
};
/** Failure answer of the token endpoint (RFC 6749 section 5.2). */
export type TokenError = {
    error: components["schemas"]["OAuthErrorCode"];
    error_description?: string | null;
};
/** Client-specified key/value pairs sent with a create; at most 6 pairs, each key and value at most 100 characters. */
export type TransferRequestMetadata = {
    [key: string]: string;
};
/** Body of a crypto deposit rejection. */
export type RejectCryptoDepositRequest = {
    /** Identity of the end user asking to reject the deposit. */
    identity_id: string;
};
/** A person who sent a crypto deposit. */
export type OriginatorIndividual = {
    first_name: string;
    last_name: string;
};
/** An institution that sent a crypto deposit. */
export type OriginatorInstitution = {
    institution_name: string;
};
/**
 * Who owns the address a crypto deposit came from: `individual_info`
 * or `institution_info`. The public document's schema marks as
 * required a field it does not declare (`originator_info`), and its
 * own example sends `first_name` and `last_name` directly here rather
 * than inside `individual_info`. Neither is required, and both forms
 * may be sent; the service decides which it honours.
 */
export type OriginatorAddressInfo = {
    individual_info?: components["schemas"]["OriginatorIndividual"];
    institution_info?: components["schemas"]["OriginatorInstitution"];
    /** Originator's first name (the placement of the public document's example). */
    first_name?: string;
    /** Originator's last name (the placement of the public document's example). */
    last_name?: string;
};
/** Body of a travel-rule update of a crypto deposit; both fields are required (public document). */
export type UpdateCryptoDepositRequest = {
    /** Identity of the end user supplying the details. */
    identity_id: string;
    originator_address_info: components["schemas"]["OriginatorAddressInfo"];
};
/** Answer of a crypto deposit rejection or update; an empty object (fields a later version adds are kept). */
export type CryptoDepositActionResult = {
    [key: string]: unknown;
};
/** Owner of a destination address, as returned; a person, an institution, or (`self`) the end user's own wallet. */
export type DestinationBeneficiary = {
    person_details?: components["schemas"]["DestinationPerson"] | null;
    institution_details?: components["schemas"]["DestinationInstitution"] | null;
    /** True when the address is the end user's own wallet (no person or institution then; today's document). */
    self?: boolean | null;
};
/** A person owning a destination address, as returned. */
export type DestinationPerson = {
    first_name?: string | null;
    last_name?: string | null;
    physical_address?: components["schemas"]["MailingAddress"] | null;
};
/** An institution owning a destination address, as returned. */
export type DestinationInstitution = {
    name?: string | null;
    physical_address?: components["schemas"]["MailingAddress"] | null;
};
/** The virtual asset service provider holding a destination address. */
export type DestinationVasp = {
    id?: string | null;
    name?: string | null;
    /** Name given by the customer for a provider not in Paxos's list (today's document). */
    custom_vasp_name?: string | null;
    /** Website given with `custom_vasp_name`. */
    custom_vasp_website?: string | null;
};
/** Travel-rule details of an address-book entry, as returned. */
export type CryptoDestinationTravelRule = {
    beneficiary?: components["schemas"]["DestinationBeneficiary"] | null;
    vasp?: components["schemas"]["DestinationVasp"] | null;
    /** Why funds are sent to the address (today's document). */
    transfer_purpose?: string | null;
    custodian_type?: components["schemas"]["CustodianType"] | null;
};
/**
 * An address-book entry for an external crypto address. `id`,
 * `crypto_network` and `address` are required (public document; every
 * example carries them). The public document's examples write an
 * Ethereum address without quotes, which a YAML reader turns into a
 * number; the address is a string, and only the string is accepted.
 */
export type CryptoDestinationAddress = {
    /** UUID of the entry. */
    id: string;
    /** Identity the entry belongs to; absent for a first-party entry. */
    identity_id?: string | null;
    crypto_network: components["schemas"]["CryptoNetwork"];
    /** Blockchain address. */
    address: string;
    /** Display name; generated by the service when none was given. */
    nickname?: string | null;
    status?: components["schemas"]["CryptoDestinationAddressStatus"] | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
    bookmarked?: boolean | null;
    /** Identifier of the review run on the entry. */
    policy_execution_id?: string | null;
    travelrule_metadata?: components["schemas"]["CryptoDestinationTravelRule"] | null;
};
/** Answer of a create-or-update of an address-book entry. */
export type CryptoDestinationAddressResult = {
    address?: components["schemas"]["CryptoDestinationAddress"] | null;
};
/**
 * One page of address-book entries, in `addresses`. The last page
 * omits `next_page_cursor` or leaves it empty.
 */
export type CryptoDestinationAddressPage = {
    addresses?: components["schemas"]["CryptoDestinationAddress"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Owner of a destination address, as sent: `person_details` or
 * `institution_details`. The public document requires the person's
 * names under camelCase keys its schema does not declare (`firstName`,
 * `lastName`); the declared snake_case names are required instead.
 */
export type DestinationBeneficiaryRequest = {
    person_details?: components["schemas"]["DestinationPersonRequest"];
    institution_details?: components["schemas"]["DestinationInstitutionRequest"];
    /** True when the address is the end user's own wallet; leave out the person and institution then (today's document). */
    self?: boolean;
};
/** A person owning a destination address, as sent; both names are required (public document). */
export type DestinationPersonRequest = {
    first_name: string;
    last_name: string;
    physical_address?: components["schemas"]["MailingAddressRequest"];
};
/** An institution owning a destination address, as sent; the name is required (public document). */
export type DestinationInstitutionRequest = {
    name: string;
    physical_address?: components["schemas"]["MailingAddressRequest"];
};
/**
 * Who receives a crypto withdrawal, given inline: `person_details` or `institution_details`.
 * Paxos is phasing this out in favour of the travel-rule details of the destination address
 * (`cryptoDestinationAddresses.upsert`), which is also where the end user's own wallet
 * (`self`) is declared; the inline form has no `self` and no postal address.
 */
export type CryptoWithdrawalBeneficiaryRequest = {
    person_details?: components["schemas"]["PersonDetailsRequest"];
    institution_details?: components["schemas"]["InstitutionDetailsRequest"];
};
/**
 * The virtual asset service provider holding a destination address, as
 * sent: the `id` of a known provider (`travelRule.listVasps`), or, for
 * one not in Paxos's list, `custom_vasp_name` with `custom_vasp_website`
 * (today's document).
 */
export type DestinationVaspRequest = {
    /** ID of the provider. */
    id?: string;
    /** Name of a provider not in Paxos's list. */
    custom_vasp_name?: string;
    /** Website of that provider; needed with `custom_vasp_name`. */
    custom_vasp_website?: string;
};
/** Travel-rule details of an address-book entry, as sent. */
export type CryptoDestinationTravelRuleRequest = {
    beneficiary?: components["schemas"]["DestinationBeneficiaryRequest"];
    vasp?: components["schemas"]["DestinationVaspRequest"];
    /** Why funds are sent to the address (today's document). */
    transfer_purpose?: string;
    /** Who holds the address. */
    custodian_type?: "VASP" | "PRIVATE";
};
/**
 * Body of a create-or-update of an address-book entry. Name the entry
 * by `id`, or by `crypto_network` with `address` (and `identity_id`
 * for an entry scoped to an identity); the public document marks no
 * field required.
 */
export type PutCryptoDestinationAddressRequest = {
    /** Entry to update. */
    id?: string;
    /**
     * Identity the entry belongs to; needed by third-party integrations, left out for a
     * first-party entry with no identity.
     */
    identity_id?: string;
    crypto_network?: components["schemas"]["CryptoNetworkRequest"];
    /** Blockchain address of the entry to create or update. */
    address?: string;
    /** New display name; generated by the service on creation when omitted. */
    nickname?: string;
    /** Bookmark the entry; false on creation when omitted. */
    bookmarked_status?: boolean;
    travelrule_metadata?: components["schemas"]["CryptoDestinationTravelRuleRequest"];
};
/**
 * Body of a crypto withdrawal. Required fields follow the public
 * document. Exactly one of `amount` and `total` must be given (the
 * service refuses both or neither; not checked before sending).
 * `ref_id` is optional on the wire; the SDK always sends one,
 * generating it when the caller gives none.
 */
export type CreateCryptoWithdrawalRequest = {
    /** Idempotency key. */
    ref_id?: string;
    /** Profile to withdraw from. */
    profile_id: string;
    /** Identity of the end user making the withdrawal. */
    identity_id?: string;
    /** Account of that identity. */
    account_id?: string;
    /** Blockchain address to send to. */
    destination_address: string;
    crypto_network: components["schemas"]["CryptoNetworkRequest"];
    /** Asset code to withdraw, e.g. BTC. */
    asset: string;
    /** Balance to debit when withdrawing a Paxos-issued USD stablecoin. */
    balance_asset?: string;
    /** Amount to arrive, fee on top; a positive decimal string (no sign, no exponent, not zero). */
    amount?: string;
    /** Amount to debit, fee included; a positive decimal string (no sign, no exponent, not zero). */
    total?: string;
    /** ID of a guaranteed fee from `withdrawals.createCryptoFee`. */
    fee_id?: string;
    metadata?: components["schemas"]["TransferRequestMetadata"];
    beneficiary?: components["schemas"]["CryptoWithdrawalBeneficiaryRequest"];
    /** Memo sent with the withdrawal as an identifier. */
    memo?: string;
};
/**
 * Body of a guaranteed fee request. Exactly one of `amount` and
 * `total` must be given (not checked before sending).
 */
export type CreateCryptoWithdrawalFeeRequest = {
    /** Asset code to withdraw. */
    asset: string;
    /** Blockchain address to send to. */
    destination_address: string;
    crypto_network: components["schemas"]["CryptoNetworkRequest"];
    /** Amount to withdraw, fee excluded; a positive decimal string (no sign, no exponent, not zero). */
    amount?: string;
    /** Amount to withdraw, fee included; a positive decimal string (no sign, no exponent, not zero). */
    total?: string;
};
/**
 * A guaranteed crypto withdrawal fee. The six fields the public
 * document requires are required (its example carries them all).
 */
export type CryptoWithdrawalFee = {
    /** ID to pass as `fee_id`. */
    id: string;
    /** The guaranteed fee, in the withdrawn asset. */
    fee: string;
    asset: string;
    /** Quoted amount, fee excluded; a withdrawal using this fee may not exceed it. */
    amount?: string | null;
    /** Quoted amount, fee included. */
    total?: string | null;
    destination_address: string;
    crypto_network: components["schemas"]["CryptoNetwork"];
    /** End of the guarantee. */
    expires_at: string;
};
/**
 * Body of a fiat withdrawal. Required fields follow the public
 * document. Exactly one of `amount` and `total` must be given (not
 * checked before sending). `ref_id` is optional on the wire; the SDK
 * always sends one, generating it when the caller gives none.
 */
export type CreateFiatWithdrawalRequest = {
    /** Idempotency key. */
    ref_id?: string;
    /** Profile to withdraw from. */
    profile_id: string;
    /** Fiat account to send to (must be APPROVED). */
    fiat_account_id: string;
    /** Asset to withdraw; only USD is supported. */
    asset: "USD";
    /**
     * Amount to send, fees charged on top: a positive decimal string
     * with at most two decimals (the public document's limit; its
     * pattern also allows a missing leading digit, which this document
     * does not).
     */
    amount?: string;
    /**
     * Amount to debit, fees included; a positive decimal string (no
     * sign, no exponent, not zero). The public document states no
     * syntax for it.
     */
    total?: string;
    /** Identity of the end user making the withdrawal (customers acting for end users only). */
    identity_id?: string;
    /** Account of that identity (customers acting for end users only). */
    account_id?: string;
    metadata?: components["schemas"]["TransferRequestMetadata"];
    /**
     * Memo carried by the outgoing payment. The network sets the real
     * limit (wire 100 characters, CUBIX 40, DBS 100, SCB 140); only the
     * overall limit of 500 is checked before sending.
     */
    memo?: string;
};
/**
 * Body of a deposit address creation. `ref_id` is optional on the
 * wire; the SDK always sends one, generating it when the caller gives
 * none.
 */
export type CreateDepositAddressRequest = {
    /** Profile credited by deposits to the address. */
    profile_id: string;
    crypto_network: components["schemas"]["CryptoNetworkRequest"];
    /** Identity of the end user who will deposit to the address. */
    identity_id?: string;
    /** Account of that identity linked to the address. */
    account_id?: string;
    /** Idempotency key. */
    ref_id?: string;
    metadata?: components["schemas"]["TransferRequestMetadata"];
    /** What deposits of Paxos-issued USD stablecoins are credited as. */
    conversion_target_asset?: "NO_CONVERSION" | "USD";
};
/**
 * Body of a fiat account creation. The owner and the network
 * instructions are required (public document). The public document's
 * request example leaves out `routing_number_type`, which its schema
 * requires and its description asks for (ABA or SWIFT); it stays
 * required, so that example is refused before sending. `ref_id` is
 * optional on the wire; the SDK always sends one, generating it when
 * the caller gives none.
 */
export type CreateFiatAccountRequest = {
    /** Idempotency key. */
    ref_id?: string;
    /** Identity owning the account (customers acting for end users only). */
    identity_id?: string;
    /** Account of that identity (customers acting for end users only). */
    account_id?: string;
    fiat_account_owner: components["schemas"]["FiatAccountOwnerRequest"];
    fiat_network_instructions: components["schemas"]["FiatNetworkInstructionsRequest"];
    metadata?: components["schemas"]["FiatAccountMetadata"];
};
/**
 * A fiat account as listed: owner names and addresses are left out and
 * the account number shows its last four digits only. The public
 * document lists `FiatAccount` here, but its example sends the
 * left-out parts as JSON `null` (`person_details`,
 * `fiat_account_owner_address`, `bank_address`), which the full
 * record's object types refuse. This summary therefore does not
 * declare those parts: they are kept as found, absent or null. The
 * public document's schema also requires `status`, which its example
 * leaves out, so it is optional.
 */
export type FiatAccountSummary = {
    /** Fiat account identifier. */
    id: string;
    /** Client-specified idempotency key. */
    ref_id?: string | null;
    identity_id?: string | null;
    account_id?: string | null;
    fiat_account_owner?: components["schemas"]["FiatAccountOwnerSummary"] | null;
    fiat_network_instructions: components["schemas"]["FiatNetworkInstructionsSummary"];
    status?: components["schemas"]["FiatAccountStatus"] | null;
    metadata?: components["schemas"]["FiatAccountMetadata"] | null;
    /** An RFC 3339 timestamp. */
    created_at: string;
    /** An RFC 3339 timestamp. */
    updated_at?: string | null;
};
/**
 * Owner of a listed fiat account: `person_details` or
 * `institution_details` (the list may send the other as null).
 */
export type FiatAccountOwnerSummary = {
    person_details?: components["schemas"]["PersonDetails"] | null;
    institution_details?: components["schemas"]["InstitutionDetails"] | null;
};
/** Routing of a listed wire account; the list may leave out `bank_address` or send it as null. */
export type RoutingDetailsSummary = {
    routing_number_type?: components["schemas"]["RoutingNumberType"] | null;
    routing_number?: string | null;
    bank_name?: string | null;
    bank_address?: components["schemas"]["MailingAddress"] | null;
};
/**
 * Wire details of a listed fiat account; the list may leave out
 * `fiat_account_owner_address` or send it as null. The public
 * document's list example carries `status` and `metadata` inside
 * `wire`, so they are declared here too.
 */
export type WireInstructionsSummary = {
    /** The bank account number, masked to its last four digits. */
    account_number?: string | null;
    fiat_account_owner_address?: components["schemas"]["MailingAddress"] | null;
    routing_details?: components["schemas"]["RoutingDetailsSummary"] | null;
    intermediary_routing_details?: components["schemas"]["RoutingDetailsSummary"] | null;
    status?: components["schemas"]["FiatNetworkInstructionsStatus"] | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
};
/** Bank-transfer instructions of a listed fiat account, one network per field. */
export type FiatNetworkInstructionsSummary = {
    wire?: components["schemas"]["WireInstructionsSummary"] | null;
    cbit?: components["schemas"]["CbitInstructions"] | null;
    dbs_act?: components["schemas"]["DbsActInstructions"] | null;
    cubix?: components["schemas"]["CubixInstructions"] | null;
    scb?: components["schemas"]["ScbInstructions"] | null;
    rtp?: components["schemas"]["RtpInstructions"] | null;
    status?: components["schemas"]["FiatNetworkInstructionsStatus"] | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
};
/**
 * One page of listed fiat accounts (see `FiatAccountSummary`). The
 * last page omits `next_page_cursor` or leaves it empty.
 */
export type FiatAccountPage = {
    items?: components["schemas"]["FiatAccountSummary"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** Answer of a fiat account deletion; an empty object (fields a later version adds are kept). */
export type DeleteFiatAccountResult = {
    [key: string]: unknown;
};
/**
 * Where and how to send a fiat deposit so that it credits a profile.
 * The public document also requires `identity_id` and `created_at`,
 * but none of its examples carries them, so they are optional; the
 * examples carry `customer_id`, which its schema does not declare, so
 * it is declared. The examples also place `fiat_account_owner` and
 * `metadata` inside `fiat_network_instructions`; those are kept there
 * as found.
 */
export type FiatDepositInstructions = {
    /** UUID of the instructions. */
    id: string;
    /** Profile the deposit credits. */
    profile_id: string;
    customer_id?: string | null;
    /** Identity of the end user making the deposit. */
    identity_id?: string | null;
    /** Account of that identity. */
    account_id?: string | null;
    /** Client-specified idempotency key. */
    ref_id?: string | null;
    status: components["schemas"]["FiatDepositInstructionsStatus"];
    /** Reference the sender must quote with the payment so that it is credited. */
    memo_id: string;
    fiat_network_instructions: components["schemas"]["FiatNetworkInstructions"];
    fiat_account_owner?: components["schemas"]["FiatAccountOwner"] | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
};
/**
 * One page of fiat deposit instructions. The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type FiatDepositInstructionsPage = {
    items?: components["schemas"]["FiatDepositInstructions"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of a fiat deposit instructions creation. `ref_id` is optional
 * on the wire; the SDK always sends one, generating it when the caller
 * gives none. The public document's request example misspells
 * `account_id` as `account_ id`; unknown fields are refused before
 * sending, so only the declared spelling is accepted.
 */
export type CreateFiatDepositInstructionsRequest = {
    /** Idempotency key. */
    ref_id?: string;
    /** Profile the deposits credit. */
    profile_id: string;
    /** Identity of the end user making deposits (customers acting for end users only). */
    identity_id?: string;
    /** Account of that identity (customers acting for end users only). */
    account_id?: string;
    /** Network the deposits arrive by. */
    fiat_network: "WIRE" | "DBS_ACT" | "CUBIX" | "SCB" | "RTP";
    /** For wires, domestic (ABA) or international (SWIFT) instructions. */
    routing_number_type?: "ABA" | "SWIFT";
    metadata?: components["schemas"]["TransferRequestMetadata"];
};
/** Finer-grained status of a transfer. */
export type TransferSecondaryStatus = {
    name?: components["schemas"]["TransferSecondaryStatusName"] | null;
    /** What is missing or why the transfer is held. */
    detail?: string | null;
};
/** Link between a deposit and the withdrawal it triggered by automatic conversion; empty when there is none. */
export type TransferAutoConversion = {
    /** On a withdrawal, the deposit that triggered it. */
    from_transfer_id?: string | null;
    /** On a deposit, the withdrawal it triggered. */
    to_transfer_id?: string | null;
};
/**
 * Why a transfer is in its current state, one member per reason; present only when the
 * transfer met one of these conditions.
 */
export type TransferStatusDetails = {
    /** The destination account has no trustline for the asset, so the transfer failed. */
    missing_trustline?: {
        /** Explanation for people. */
        message?: string | null;
        /** The destination account lacking the trustline. */
        destination_address?: string | null;
        /** The asset the trustline is needed for. */
        asset?: string | null;
    } | null;
    /**
     * The destination account's rent came out above the allowed maximum; taken as possible
     * abuse, the transfer was cancelled.
     */
    max_rent_exceeded?: {
        /** Explanation for people. */
        message?: string | null;
        /** The destination account the rent check was made on. */
        destination_address?: string | null;
    } | null;
    /** The transfer waits for the customer's approval. */
    pending_customer_approval?: {
        /** Explanation for people. */
        message?: string | null;
    } | null;
    /** The chain's state changed after the fee was quoted, so the transfer was cancelled. */
    stale_fee_quote?: {
        /** Explanation for people. */
        message?: string | null;
    } | null;
    /**
     * The destination address cannot take this asset (for instance a token account of another
     * mint), so the transfer was cancelled.
     */
    invalid_destination_address?: {
        /** Explanation for people. */
        message?: string | null;
        /** The address that could not take the asset. */
        destination_address?: string | null;
    } | null;
};
/**
 * One movement of an asset into, out of or between profiles. The
 * public document also requires `updated_at`, but its internal
 * transfer example leaves it out, so it is optional.
 */
export type Transfer = {
    /** Transfer ID (a UUID). */
    id: string;
    customer_id: string;
    /** Profile whose balance the transfer debits or credits. */
    profile_id: string;
    identity_id?: string | null;
    account_id?: string | null;
    /** Client-specified idempotency key. */
    ref_id?: string | null;
    /** Amount moved. */
    amount: string;
    /** Change of the balance, unsigned (amount minus fee for deposits, amount plus fee for withdrawals). */
    total: string;
    /** A decimal string, exact as the service sent it. */
    fee: string;
    /** Asset moved. */
    asset: string;
    /** Balance affected; differs from `asset` only when the transfer converts. */
    balance_asset?: string | null;
    direction: components["schemas"]["TransferDirection"];
    type: components["schemas"]["TransferType"];
    status: components["schemas"]["TransferStatus"];
    secondary_status?: components["schemas"]["TransferSecondaryStatus"] | null;
    status_details?: components["schemas"]["TransferStatusDetails"] | null;
    /** An RFC 3339 timestamp. */
    created_at: string;
    /** An RFC 3339 timestamp. */
    updated_at?: string | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** Crypto destination address. */
    destination_address?: string | null;
    crypto_network?: components["schemas"]["CryptoNetwork"] | null;
    /** On-chain transaction hash. */
    crypto_tx_hash?: string | null;
    /** Output index or output address within the transaction. */
    crypto_tx_index?: string | null;
    auto_conversion?: components["schemas"]["TransferAutoConversion"] | null;
    /** Links the debit and credit sides of an internal or Paxos transfer. */
    group_id?: string | null;
    /** For fiat withdrawals, the destination fiat account. */
    fiat_account_id?: string | null;
    /** For crypto transfers, the USD value of amount plus fee at the time of the transfer. */
    notional_value?: string | null;
    memo?: string | null;
};
/** One page of transfers. The last page omits `next_page_cursor` or leaves it empty. */
export type TransferPage = {
    items?: components["schemas"]["Transfer"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** One limit on a transfer type and its use in the current period. */
export type TransferLimit = {
    /** ID of the limit; absent on single-transaction limits. */
    id?: string | null;
    /** Rule the limit comes from. */
    rule_id?: string | null;
    /** Transfer types the limit covers, in alphabetical order. */
    transfer_types?: components["schemas"]["TransferType"][] | null;
    /** Length of the period in seconds, as a string; 0 for a single-transaction limit. */
    period_seconds?: string | null;
    /** A decimal string, exact as the service sent it. */
    limit?: string | null;
    /** What is left of the limit in the current period (equal to the limit for single-transaction limits). */
    remaining?: string | null;
    /** Asset that `limit` and `remaining` are expressed in. */
    limit_asset?: string | null;
};
/**
 * The limits of one transfer type. The public document declares a
 * `next_page_cursor` here but gives the operation no cursor parameter.
 */
export type TransferLimitList = {
    items?: components["schemas"]["TransferLimit"][] | null;
    next_page_cursor?: string | null;
};
/**
 * Body of a transfer between two profiles of the caller. Required
 * fields follow the public document. `ref_id` is optional on the
 * wire; the SDK always sends one, generating it when the caller gives
 * none.
 */
export type CreateInternalTransferRequest = {
    /** Idempotency key. */
    ref_id?: string;
    /** Profile to debit. */
    from_profile_id: string;
    /** Profile to credit. */
    to_profile_id: string;
    /** Asset code, e.g. USD or BTC. */
    asset: string;
    /** Amount to move; a positive decimal string (no sign, no exponent, not zero). */
    amount: string;
    metadata?: components["schemas"]["TransferRequestMetadata"];
    recipient_metadata?: components["schemas"]["TransferRequestMetadata"];
    /** Identity of the sending end user. */
    from_identity_id?: string;
    /** Account of the sending end user (customers acting for end users only). */
    from_account_id?: string;
    /** Identity of the receiving end user. */
    to_identity_id?: string;
    /** Account of the receiving end user (customers acting for end users only). */
    to_account_id?: string;
};
/**
 * Body of a transfer to a profile of another entity. Required fields
 * follow the public document. `ref_id` is optional on the wire; the SDK
 * always sends one, generating it when the caller gives none.
 */
export type CreatePaxosTransferRequest = {
    /** Idempotency key. */
    ref_id?: string;
    /** The caller's profile to debit. */
    from_profile_id: string;
    /** The other entity's profile to credit. */
    to_profile_id: string;
    /** Asset code, e.g. USD or BTC. */
    asset: string;
    /** Amount to move; a positive decimal string (no sign, no exponent, not zero). */
    amount: string;
    metadata?: components["schemas"]["TransferRequestMetadata"];
    recipient_metadata?: components["schemas"]["TransferRequestMetadata"];
    /** Identity of the sending end user. */
    from_identity_id?: string;
    /** Account of the sending end user (customers acting for end users only). */
    from_account_id?: string;
    /** Identity of the receiving end user. */
    to_identity_id?: string;
    /** Account of the receiving end user (customers acting for end users only). */
    to_account_id?: string;
};
/**
 * One page of settlement transactions. The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type SettlementTransactionPage = {
    items?: components["schemas"]["SettlementTransaction"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * An address tracked for rewards. The public document also requires
 * `id`, but its create example answers without one, so it is
 * optional.
 */
export type MonitoringAddress = {
    /** UUID of the entry, used to read or rename it. */
    id?: string | null;
    /** On-chain address. */
    address: string;
    crypto_network: components["schemas"]["CryptoNetwork"];
    /** Display name. */
    name?: string | null;
    /** Registration time. */
    created_at: string;
};
/** One monitoring address, wrapped in `address`. */
export type MonitoringAddressResult = {
    address?: components["schemas"]["MonitoringAddress"] | null;
};
/**
 * One page of monitoring addresses, in `addresses`. The last page
 * omits `next_page_cursor` or leaves it empty.
 */
export type MonitoringAddressPage = {
    addresses?: components["schemas"]["MonitoringAddress"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of a monitoring address registration. The public document
 * marks nothing required, but the service answers 400 when the
 * address or the network is missing, so both are required. One of the
 * document's request examples also sends an `id`, which its schema
 * does not declare; unknown fields are refused before sending.
 */
export type CreateMonitoringAddressRequest = {
    crypto_network: components["schemas"]["CryptoNetworkRequest"];
    /** On-chain address (for SOLANA, the wallet account, not a derived token account); not registered by another customer. */
    address: string;
    /** Display name. */
    name?: string;
};
/**
 * Body of a monitoring address rename. The public document marks
 * nothing required, but the service answers 400 when the name is
 * missing, so it is required.
 */
export type UpdateMonitoringAddressRequest = {
    /** New display name. */
    name: string;
};
/**
 * A profile. `id`, `nickname` and `type` are always present (the public document requires them
 * and every example carries them).
 */
export type Profile = {
    /** Profile identifier (a UUID; the alias `default` resolves to the default profile). */
    id: string;
    /** Display name, unique within the account. */
    nickname: string;
    type: components["schemas"]["ProfileType"];
    /** Free text given at creation. */
    description?: string | null;
    /**
     * Identifier of an associated account (the public document marks this field as hidden;
     * declared so its type is known).
     */
    account_id?: string | null;
};
/**
 * One page of profiles. `items` is optional (an empty page may omit it). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type ProfilePage = {
    items?: components["schemas"]["Profile"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** Body of a profile creation. */
export type CreateProfileRequest = {
    /** Display name; must be unique within the account. */
    nickname: string;
    /** Free text describing the profile. */
    description?: string;
};
/**
 * Body of a profile rename. The public document's example also shows `profile_id`, which its
 * schema does not declare; the profile is named by the path, so the body carries only
 * `nickname`.
 */
export type UpdateProfileRequest = {
    /** New display name; must be unique within the account. */
    nickname: string;
};
/**
 * What a profile holds of one asset. All three fields are always present (required by the
 * public document and carried by every example). Amounts may be written without a leading zero
 * (e.g. `.25`), as the document's examples show.
 */
export type ProfileBalance = {
    /** Asset code. */
    asset: string;
    /** Amount free for new debits. */
    available: string;
    /** Amount committed to open orders. */
    trading: string;
};
/**
 * The balances of a profile. The public document's schema requires a `balances` field that it
 * never declares, while its examples carry the list in `items`: `items` is declared, and
 * nothing is required, so either form parses (a `balances` field is kept as an unknown field).
 */
export type ProfileBalanceList = {
    items?: components["schemas"]["ProfileBalance"][] | null;
};
/** Answer of a profile deactivation: an empty object (fields a later version adds are kept). */
export type ProfileDeactivation = {
    [key: string]: unknown;
};
/** Body of a sandbox profile deposit. */
export type SandboxProfileDepositRequest = {
    /** Asset code to deposit, e.g. BTC or USD. */
    asset: string;
    /**
     * Amount to deposit: a positive decimal string (digits with an optional fraction, a leading
     * zero may be left out as in `.5`; no sign, no exponent, not zero).
     */
    amount: string;
    /**
     * Network of a crypto deposit; leave out for fiat. The list is the public document's, closed
     * on the request side: a network added later needs an SDK update.
     */
    crypto_network?: "BITCOIN" | "ETHEREUM" | "BITCOIN_CASH" | "LITECOIN" | "SOLANA" | "POLYGON_POS" | "BASE" | "ARBITRUM_ONE" | "INK" | "XLAYER" | "STELLAR" | "AVALANCHE" | "DOGECOIN" | "SUI" | "ROBINHOOD" | "BNB";
    /** Address that receives a crypto deposit; a random address is used when omitted. */
    crypto_address?: string;
};
/** Answer of a sandbox profile deposit. */
export type SandboxProfileDepositResult = {
    /** UUID of the customer activity created for the deposit. */
    activity_id?: string | null;
};
/**
 * An event. The public document marks no field required, so none is (every example carries all
 * six).
 */
export type Event = {
    /** Event identifier. */
    id?: string | null;
    /** What happened, e.g. `identity.approved`; the set grows over time, so it is a free string. */
    type?: string | null;
    /** Kind of the payload in `object`, e.g. `identity_summary_status_change`. */
    object_type?: string | null;
    /** The payload, whose shape depends on `object_type`; kept as free JSON. */
    object?: {
        [key: string]: unknown;
    } | null;
    /** When the event was created (nanosecond fractions occur). */
    created_at?: string | null;
    /** Number of webhook deliveries of this event that have not succeeded. */
    undelivered_webhooks?: number | null;
    /**
     * True for a test event. Not in the public document's event schema (only its filters name it),
     * but test events are known to carry it; optional.
     */
    is_test?: boolean | null;
};
/**
 * A page of events in the order asked for (oldest first by default). `events` is optional (an
 * empty answer may omit it).
 */
export type EventList = {
    events?: components["schemas"]["Event"][] | null;
    /** Cursor of the next page, to send as `page_cursor`; empty or absent when this is the last. */
    next_page_cursor?: string | null;
};
/**
 * Object `identity_documents_required`: documents an identity still has to upload before its
 * review can go on. The public REST document's own example names this object type
 * `identity_required_documents`; the webhook document `identity_documents_required`.
 */
export type IdentityDocumentsRequired = {
    /** Id of this object (not of the identity). */
    id: string;
    /** The identity asked for documents. */
    identity_id: string;
    /**
     * Kinds of document still missing. The webhook document lists identification kinds
     * (`PASSPORT`, `DRIVERS_LICENSE` …), the REST document's example the document types of
     * identity uploads (`PROOF_OF_RESIDENCY` …); both are listed, and any other value is kept.
     */
    required_documents: components["schemas"]["RequiredDocumentKind"][];
};
/** Object `identity_summary_status_change`: an identity's summary status moved from one value to another. */
export type IdentitySummaryStatusChange = {
    /** Id of this object (not of the identity). */
    id: string;
    /** The identity whose summary status changed. */
    identity_id: string;
    old_summary_status: components["schemas"]["IdentityStatus"];
    new_summary_status: components["schemas"]["IdentityStatus"];
};
/**
 * Object `identity_kyc_refresh`: a step of an identity's periodic KYC refresh (started,
 * completed, or expired because it was not done in time).
 */
export type IdentityKycRefresh = {
    /** Id of this object (not of the identity). */
    id: string;
    /** The identity under refresh. */
    identity_id: string;
    /** When the identity's last refresh was completed, when it has one. */
    last_kyc_refresh_date?: string | null;
    /** When the next refresh is due, when one is scheduled. */
    next_kyc_refresh_date?: string | null;
};
/**
 * Object `orchestration_status_change`: an orchestration reached a status. `getOrchestration`
 * with `id` reads the rest.
 */
export type OrchestrationStatusChange = {
    /** The orchestration's id. */
    id: string;
    /** The client's reference of the orchestration. */
    ref_id: string;
    /** The rule that started the orchestration; absent for one created directly. */
    orchestration_rule_id?: string | null;
    status: components["schemas"]["OrchestrationStatus"];
};
/**
 * Object `transfer_status_change`: a transfer reached a status, on any rail (crypto, wire, RTP,
 * DBS Act, CUBIX, the intrabank rails). `transfers.get` with `id` reads the rest.
 */
export type TransferStatusChange = {
    /** The transfer's id. */
    id: string;
    type: components["schemas"]["TransferStatusChangeType"];
    status: components["schemas"]["TransferStatus"];
    /**
     * The profile the transfer belongs to. The webhook reference lists it as always present, its
     * schema does not list it at all; so it is optional here.
     */
    profile_id?: string | null;
    /** The client's reference of the transfer, when it has one. */
    ref_id?: string | null;
    /** Network of a crypto transfer, e.g. `ETHEREUM`. */
    crypto_network?: string | null;
    /** On-chain transaction hash of a crypto transfer, once known. */
    crypto_tx_hash?: string | null;
    /** Output index or output address of a crypto transfer, once known. */
    crypto_tx_index?: string | null;
    /** Memo identifying a fiat transfer, when there is one. */
    memo?: string | null;
};
/**
 * One page of API credentials. `items` is optional (an empty page may omit it). The last page
 * omits `next_page_cursor` or leaves it empty.
 */
export type ApiCredentialsPage = {
    items?: components["schemas"]["ApiCredentials"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** One tax form version with its short-lived download link. */
export type TaxFormUrl = {
    /** Account the form was issued for. */
    account_id?: string | null;
    type?: components["schemas"]["TaxFormType"] | null;
    /** Tax year (a string on the wire). */
    tax_year?: string | null;
    /** Version of the form; higher is newer (a string on the wire). */
    revision?: string | null;
    /** Download link; valid for 60 seconds. */
    url?: string | null;
};
/** Tax forms with download links. `tax_form_urls` is optional (an empty answer may omit it). */
export type TaxFormUrlList = {
    tax_form_urls?: components["schemas"]["TaxFormUrl"][] | null;
};
/** Owed and paid amounts of one asset in a statement. */
export type StatementBalance = {
    /** Asset code. */
    asset?: string | null;
    /** Amount paid so far. */
    amount_paid?: string | null;
    /** Total amount owed for the period. */
    total_amount_owed?: string | null;
    /**
     * The `ref_id` to use for the next payment against this statement; empty once everything owed
     * is paid.
     */
    next_payment_ref_id?: string | null;
};
/** A generated file of a statement version. */
export type StatementFile = {
    /** File format, e.g. PDF or CSV. */
    format?: string | null;
    /** Short-lived download link. */
    url?: string | null;
    /** When the download link stops working. */
    expires_at?: string | null;
    /** When the file was generated. */
    generated_at?: string | null;
};
/**
 * A customer statement for one period. The public document marks no field required, so none
 * is.
 */
export type Statement = {
    /** Statement identifier. */
    id?: string | null;
    /** Reference, unique per customer. */
    ref_id?: string | null;
    /** UUID of the customer. */
    customer_id?: string | null;
    type?: components["schemas"]["StatementType"] | null;
    product?: components["schemas"]["PaymentProduct"] | null;
    status?: components["schemas"]["StatementStatus"] | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** Owed and paid amounts per asset. */
    statement_balances?: components["schemas"]["StatementBalance"][] | null;
    /** Start of the period covered. */
    period_start?: string | null;
    /** End of the period covered. */
    period_end?: string | null;
    /** When the statement was generated. */
    generated_at?: string | null;
    /** When the statement was paid. */
    paid_at?: string | null;
    /** When the statement was created. */
    created_at?: string | null;
    /** Groups the versions of one statement. */
    statement_group_id?: string | null;
    /** Version number within the statement group. */
    version?: number | null;
    /** Generated files of this version. */
    files?: components["schemas"]["StatementFile"][] | null;
    /**
     * Typed extra data (a protobuf `Any`: a `@type` URL plus the fields of that type); the
     * fields beside `@type` are kept as free JSON.
     */
    data?: ({
        /**
         * URL or resource name of the data's type; its last path segment is the type's full
         * name (e.g. `type.googleapis.com/google.protobuf.Duration`).
         */
        "@type"?: string | null;
    } & {
        [key: string]: unknown;
    }) | null;
};
/**
 * One page of statements. `statements` is optional (an empty page may omit it). The last page
 * omits `next_page_cursor` or leaves it empty.
 */
export type StatementPage = {
    statements?: components["schemas"]["Statement"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Details of a person identity, as returned. The public document returns `date_of_birth` as a
 * full timestamp in its own example although it asks for a plain date in requests, so the
 * field is a free string here. The verification statuses are set by the service.
 */
export type IdentityPersonDetails = {
    id_verification_status?: components["schemas"]["IdentityStatus"] | null;
    sanctions_verification_status?: components["schemas"]["IdentityStatus"] | null;
    additional_screening_status?: components["schemas"]["IdentityStatus"] | null;
    passthrough_verification_status?: components["schemas"]["IdentityStatus"] | null;
    first_name?: string | null;
    middle_name?: string | null;
    last_name?: string | null;
    /**
     * Date of birth (`YYYY-MM-DD`, or a timestamp at midnight as the public document's example
     * returns).
     */
    date_of_birth?: string | null;
    /** Deprecated copy of `cip_id`. */
    govt_id?: string | null;
    govt_id_type?: components["schemas"]["PersonCipIdType"] | null;
    /** Government identifier (e.g. an SSN), unique per identity. */
    cip_id?: string | null;
    cip_id_type?: components["schemas"]["PersonCipIdType"] | null;
    /** Issuing country of `cip_id`, ISO 3166-1 alpha-3. */
    cip_id_country?: string | null;
    address?: components["schemas"]["MailingAddress"] | null;
    phone_number?: string | null;
    email?: string | null;
    /** ISO 3166-1 alpha-3 country code. */
    nationality?: string | null;
    country_of_birth?: string | null;
    profession?: string | null;
    /** Identifier of the person at the external verifier. */
    verifier_id?: string | null;
    verifier_type?: components["schemas"]["IdentityVerifierType"] | null;
    /** Link where the person completes identity verification, when one is needed. */
    id_verification_url?: string | null;
    passthrough_verifier_type?: components["schemas"]["PassthroughVerifierType"] | null;
    /** When the client's vendor completed the verification. */
    passthrough_verified_at?: string | null;
    /** Identifier of the vendor's verification record. */
    passthrough_verification_id?: string | null;
    /** Attributes the vendor checked. */
    passthrough_verification_fields?: components["schemas"]["PassthroughVerificationField"][] | null;
};
/**
 * Details of an institution identity, as returned. The verification statuses are set by the
 * service.
 */
export type IdentityInstitutionDetails = {
    name?: string | null;
    sanctions_verification_status?: components["schemas"]["IdentityStatus"] | null;
    document_verification_status?: components["schemas"]["IdentityStatus"] | null;
    additional_screening_status?: components["schemas"]["IdentityStatus"] | null;
    business_address?: components["schemas"]["MailingAddress"] | null;
    incorporation_address?: components["schemas"]["MailingAddress"] | null;
    phone_number?: string | null;
    email?: string | null;
    institution_type?: components["schemas"]["InstitutionType"] | null;
    institution_sub_type?: components["schemas"]["InstitutionSubType"] | null;
    /** Government identifier (e.g. an EIN). */
    cip_id?: string | null;
    cip_id_type?: components["schemas"]["InstitutionCipIdType"] | null;
    /** Issuing country of `cip_id`, ISO 3166-1 alpha-3. */
    cip_id_country?: string | null;
    /** When the institution was registered with its government. */
    govt_registration_date?: string | null;
    regulation_status?: components["schemas"]["InstitutionRegulationStatus"] | null;
    trading_type?: components["schemas"]["InstitutionTradingType"] | null;
    /** Exchange the institution is listed on. */
    listed_exchange?: string | null;
    /** Ticker of the institution, or of its parent. */
    ticker_symbol?: string | null;
    parent_institution_name?: string | null;
    regulator_name?: string | null;
    regulator_jurisdiction?: string | null;
    regulator_register_number?: string | null;
    /** Trade name. */
    doing_business_as?: string | null;
    business_description?: string | null;
};
/** A member of an institution, as returned. */
export type IdentityInstitutionMember = {
    /** Membership identifier (assigned by the service; used to remove the member). */
    id?: string | null;
    /** Identity of the member. */
    identity_id?: string | null;
    roles?: components["schemas"]["InstitutionRoleType"][] | null;
    /** Percentage of the institution the member owns (5 means 5%). */
    ownership?: string | null;
    /** Position held in the institution. */
    position?: string | null;
    /** Full name of the member (set by the service). */
    name?: string | null;
    summary_status?: components["schemas"]["IdentityStatus"] | null;
};
/** A taxpayer record of an identity, as returned. */
export type IdentityTaxDetail = {
    /** Taxpayer id (SSN, TIN or EIN in the US; CPF in Brazil). */
    tax_payer_id?: string | null;
    /** ISO 3166-1 alpha-3 country code. */
    tax_payer_country?: string | null;
    tin_verification_status?: components["schemas"]["TinVerificationStatus"] | null;
};
/** Customer due diligence answers of an identity, as returned. */
export type IdentityCustomerDueDiligence = {
    /** Other names the identity is known by. */
    aliases?: string[] | null;
    estimated_net_worth?: components["schemas"]["NetWorthRange"] | null;
    estimated_yearly_income?: components["schemas"]["YearlyIncomeRange"] | null;
    expected_transfer_value?: components["schemas"]["TransferValueRange"] | null;
    source_of_wealth?: components["schemas"]["WealthSource"] | null;
    source_of_funds?: components["schemas"]["FundsSource"] | null;
    purpose_of_account?: components["schemas"]["AccountPurpose"] | null;
    employment_status?: components["schemas"]["EmploymentStatus"] | null;
    employment_industry_sector?: components["schemas"]["InstitutionSubType"] | null;
    industry_sector?: components["schemas"]["InstitutionSubType"] | null;
    /** Whether the institution sits on a trust structure. */
    has_underlying_trust_structure?: boolean | null;
    /** Whether the institution has nominee shareholders. */
    has_nominee_shareholders?: boolean | null;
    /** When the due diligence record was created (set by the service). */
    created_at?: string | null;
    /** Whether the company is listed on a public exchange. */
    is_publicly_traded?: boolean | null;
    merchant_funding_source?: components["schemas"]["MerchantFundingSource"] | null;
    /** Regions of the customer base. */
    customer_regions?: components["schemas"]["CustomerRegion"][] | null;
};
/** One reason a requirement is blocked (for the integrator, not for end users). */
export type IdentityRequirementError = {
    code: components["schemas"]["IdentityRequirementErrorCode"];
    /** More context on the reason. */
    description: string;
};
/** Something an identity must satisfy to be approved, reinstated or kept in good standing. */
export type IdentityRequirement = {
    type: components["schemas"]["IdentityRequirementType"];
    status: components["schemas"]["IdentityRequirementStatus"];
    awaiting_action_from?: components["schemas"]["IdentityRequirementParty"] | null;
    errors: components["schemas"]["IdentityRequirementError"][];
};
/** Why an identity has its status (today's document) - the controls in force and the requirements still open. */
export type IdentityStatusDetails = {
    active_controls?: components["schemas"]["IdentityControl"][] | null;
    requirements?: components["schemas"]["IdentityRequirement"][] | null;
};
/**
 * A person or institution known to the platform. Only `id` is required (the public document
 * requires nothing else). Details and institution members appear only when asked for on a read
 * (`include_details`, `include_institution_members`) and in the answers of creations and
 * updates. The public document's example answer carries a misspelt key
 * (`passthrough_verifier_type'`); like any unknown field it is kept.
 */
export type Identity = {
    /** Identity identifier, used by every other operation. */
    id: string;
    type?: components["schemas"]["IdentityType"] | null;
    summary_status?: components["schemas"]["IdentityStatus"] | null;
    status?: components["schemas"]["IdentityStatus"] | null;
    status_details?: components["schemas"]["IdentityStatusDetails"] | null;
    /** Client reference given at creation; unique among the client's identities. */
    ref_id?: string | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** True when the client disabled the identity. */
    user_disabled?: boolean | null;
    /** True when Paxos disabled the identity. */
    admin_disabled?: boolean | null;
    person_details?: components["schemas"]["IdentityPersonDetails"] | null;
    institution_details?: components["schemas"]["IdentityInstitutionDetails"] | null;
    /** Members of an institution identity. */
    institution_members?: components["schemas"]["IdentityInstitutionMember"][] | null;
    tax_details?: components["schemas"]["IdentityTaxDetail"][] | null;
    /** True when no tax details are legally required. */
    tax_details_not_required?: boolean | null;
    summary_tin_verification_status?: components["schemas"]["TinVerificationStatus"] | null;
    customer_due_diligence?: components["schemas"]["IdentityCustomerDueDiligence"] | null;
    /** True when the identity is a merchant. */
    is_merchant?: boolean | null;
    /** When the identity last went through a periodic KYC refresh. */
    last_kyc_refresh_date?: string | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
    /** An RFC 3339 timestamp. */
    updated_at?: string | null;
};
/**
 * One page of identities. `items` is optional (an empty page may omit it). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type IdentityPage = {
    items?: components["schemas"]["Identity"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * A postal address of an identity, as sent. `country`, `address1`, `city` and `province` are
 * required (public document). Each line is at most 35 characters of letters, digits, space and
 * / ? : ( ) . , & ' + -. `address2` may be sent empty: on update an empty `address2` clears it
 * (the public document says so, although its pattern asks for one character at least).
 */
export type IdentityAddressRequest = {
    country: string;
    address1: string;
    /** Second line; send "" to clear it on update. */
    address2?: string;
    city: string;
    province: string;
    zip_code?: string;
};
/**
 * Details of a person identity, as sent on create or update. No field is required by the
 * public document (which fields a verification needs depends on the integration). The status
 * fields and `id_verification_url` belong to the service; they are accepted because the
 * document lists them, but the service sets them.
 */
export type IdentityPersonDetailsRequest = {
    first_name?: string;
    middle_name?: string;
    last_name?: string;
    /** Date of birth, `YYYY-MM-DD`. */
    date_of_birth?: string;
    /** Deprecated; send `cip_id` instead. */
    govt_id?: string;
    /** Deprecated; send `cip_id_type` instead. */
    govt_id_type?: "SSN" | "ID_CARD" | "ITIN" | "PASSPORT" | "DRIVING_LICENSE" | "VISA";
    /** Government identifier, unique per identity (SSN and ITIN as xxx-xx-xxxx, EIN as xx-xxxxxxx). */
    cip_id?: string;
    cip_id_type?: "SSN" | "ID_CARD" | "ITIN" | "PASSPORT" | "DRIVING_LICENSE" | "VISA";
    /** Issuing country of `cip_id`, ISO 3166-1 alpha-3. */
    cip_id_country?: string;
    address?: components["schemas"]["IdentityAddressRequest"];
    phone_number?: string;
    email?: string;
    /** ISO 3166-1 alpha-3 country code. */
    nationality?: string;
    country_of_birth?: string;
    profession?: string;
    /** Identifier of the person at the external verifier. */
    verifier_id?: string;
    verifier_type?: "PAXOS" | "PASSTHROUGH" | "MANUAL";
    passthrough_verifier_type?: "JUMIO" | "ALLOY" | "LEXISNEXIS" | "MITEK" | "SUMSUB" | "MICROBILT" | "ONFIDO" | "CUSTOMER" | "EQUIFAX" | "ID3_AUTHENTICATE" | "FIS" | "PROVE" | "PERSONA" | "PLAID" | "DOTFILE" | "AIPRISE";
    /** When the client's vendor completed the verification (PASSTHROUGH only). */
    passthrough_verified_at?: string;
    /** Identifier of the vendor's verification record. */
    passthrough_verification_id?: string;
    /** Outcome of the vendor's verification. */
    passthrough_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    /** Attributes the vendor checked. */
    passthrough_verification_fields?: ("FULL_LEGAL_NAME" | "ADDRESS" | "DATE_OF_BIRTH" | "CIP_ID")[];
    /** Set by the service. */
    id_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    /** Set by the service. */
    sanctions_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    /** Set by the service. */
    additional_screening_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    /** Set by the service. */
    id_verification_url?: string;
    /**
     * Not in the public document's schema of person details, but its own person creation example
     * sends `metadata` here (its schema has it at the top level of the body): accepted so the
     * example passes. Prefer the top-level `metadata`.
     */
    metadata?: components["schemas"]["IdentityMetadataRequest"];
};
/**
 * Details of an institution identity, as sent on create or update. No field is required by the
 * public document. The status fields belong to the service; they are accepted because the
 * document lists them.
 */
export type IdentityInstitutionDetailsRequest = {
    name?: string;
    business_address?: components["schemas"]["IdentityAddressRequest"];
    incorporation_address?: components["schemas"]["IdentityAddressRequest"];
    phone_number?: string;
    email?: string;
    institution_type?: "TRUST" | "CORPORATION" | "LLC" | "PARTNERSHIP" | "SOLE_PROPRIETORSHIP";
    institution_sub_type?: "INVESTMENT" | "HEDGE_FUND" | "MONEY_SERVICE_BUSINESS" | "STO_ISSUER" | "PRECIOUS_METALS" | "NON_PROFIT" | "REGISTERED_INVESTMENT_ADVISOR" | "AGRICULTURE_FORESTRY_FISHING_HUNTING" | "MINING" | "UTILITIES" | "CONSTRUCTION" | "MANUFACTURING" | "WHOLESALE_TRADE" | "RETAIL_TRADE" | "TRANSPORTATION_WAREHOUSING" | "INFORMATION" | "FINANCE_INSURANCE" | "REAL_ESTATE_RENTAL_LEASING" | "PROFESSIONAL_SCIENTIFIC_TECHNICAL_SERVICES" | "MANAGEMENT_OF_COMPANIES_ENTERPRISES" | "ADMINISTRATIVE_SUPPORT_WASTE_MANAGEMENT_REMEDIATION_SERVICES" | "EDUCATIONAL_SERVICES" | "HEALTH_CARE_SOCIAL_ASSISTANCE" | "ARTS_ENTERTAINMENT_RECREATION" | "ACCOMMODATION_FOOD_SERVICES" | "OTHER_SERVICES" | "PUBLIC_ADMINISTRATION" | "NOT_CLASSIFIED" | "ADULT_ENTERTAINMENT" | "AUCTIONS" | "AUTOMOBILES" | "BLOCKCHAIN" | "CRYPTO" | "DRUGS" | "EXPORT_IMPORT" | "E_COMMERCE" | "FINANCIAL_INSTITUTION" | "GAMBLING" | "INSURANCE" | "MARKET_MAKER" | "SHELL_BANK" | "TRAVEL_TRANSPORT" | "WEAPONS";
    /** Government identifier (EIN as xx-xxxxxxx). */
    cip_id?: string;
    cip_id_type?: "EIN" | "SSN" | "ITIN" | "REGISTRATION_NUMBER";
    /** Issuing country of `cip_id`, ISO 3166-1 alpha-3. */
    cip_id_country?: string;
    /** When the institution was registered with its government. */
    govt_registration_date?: string;
    regulation_status?: "US_REGULATED" | "INTL_REGULATED" | "NON_REGULATED";
    trading_type?: "PRIVATE" | "PUBLIC" | "PUBLICLY_TRADED_SUBSIDIARY";
    listed_exchange?: string;
    ticker_symbol?: string;
    parent_institution_name?: string;
    regulator_name?: string;
    regulator_jurisdiction?: string;
    regulator_register_number?: string;
    /** Trade name. */
    doing_business_as?: string;
    business_description?: string;
    /** Set by the service. */
    sanctions_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    /** Set by the service. */
    document_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    /** Set by the service. */
    additional_screening_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
};
/**
 * A member to add to an institution. `id` is left out on purpose: the service assigns it and
 * refuses a request that sets it; `name` and `summary_status` are set by the service too.
 * `identity_id` is required, as Paxos's document (2026-07-31) marks it.
 */
export type InstitutionMemberRequest = {
    /** Identity of the member. */
    identity_id: string;
    /** Roles of the member in the institution. */
    roles?: ("BENEFICIAL_OWNER" | "ACCOUNT_OPENER" | "TRUSTEE" | "AUTHORIZED_USER" | "GRANTOR" | "MANAGEMENT_CONTROL_PERSON" | "BENEFICIARY" | "SOLE_PROPRIETOR")[];
    /** Percentage of the institution the member owns (5 means 5%): a non-negative decimal string. */
    ownership?: string;
    /** Position held in the institution. */
    position?: string;
};
/** A taxpayer record, as sent. */
export type IdentityTaxDetailRequest = {
    /** Taxpayer id (SSN, TIN or EIN in the US; CPF in Brazil). */
    tax_payer_id?: string;
    /** ISO 3166-1 alpha-3 country code. */
    tax_payer_country?: string;
    /** Set by the service. */
    tin_verification_status?: "TIN_VERIFICATION_PENDING" | "TIN_VERIFICATION_ERROR" | "TIN_VERIFICATION_VALID";
};
/** Customer due diligence answers, as sent. `created_at` is set by the service. */
export type IdentityCustomerDueDiligenceRequest = {
    /** Other names the identity is known by. */
    aliases?: string[];
    estimated_net_worth?: "NET_WORTH_0_TO_100K" | "NET_WORTH_100K_TO_500K" | "NET_WORTH_500K_TO_1M" | "NET_WORTH_1M_TO_2_5M" | "NET_WORTH_2_5M_TO_5M" | "NET_WORTH_5M_TO_7_5M" | "NET_WORTH_7_5M_TO_10M" | "NET_WORTH_10M_TO_25M" | "NET_WORTH_25M_TO_50M" | "NET_WORTH_OVER_50M";
    estimated_yearly_income?: "INCOME_0_TO_50K" | "INCOME_50K_TO_100K" | "INCOME_100K_TO_250K" | "INCOME_250K_TO_500K" | "INCOME_500K_TO_750K" | "INCOME_750K_TO_1M" | "INCOME_ABOVE_1M";
    expected_transfer_value?: "TRANSFER_VALUE_0_TO_25K" | "TRANSFER_VALUE_25K_TO_50K" | "TRANSFER_VALUE_50K_TO_100K" | "TRANSFER_VALUE_100K_TO_250K" | "TRANSFER_VALUE_250K_TO_500K" | "TRANSFER_VALUE_500K_TO_750K" | "TRANSFER_VALUE_750K_TO_1M" | "TRANSFER_VALUE_1M_TO_2_5M" | "TRANSFER_VALUE_2_5M_TO_5M" | "TRANSFER_VALUE_ABOVE_5M";
    source_of_wealth?: "INHERITANCE" | "INVESTMENT_GAINS" | "BUSINESS_OWNERSHIP_DIVIDENDS" | "EMPLOYMENT_INCOME" | "REAL_ESTATE" | "OTHER_SOURCE_OF_WEALTH";
    source_of_funds?: "SALARY_DISBURSEMENT" | "INHERITANCE_DISTRIBUTION" | "INVESTMENT_RETURNS" | "BUSINESS_DIVIDENDS_PROFITS" | "PROPERTY_SALE" | "LOAN_DISBURSEMENT" | "SAVINGS_ACCOUNT_WITHDRAWAL" | "GOVERNMENT_BENEFITS";
    purpose_of_account?: "INVESTMENT_TRADING" | "SAVINGS" | "STABLECOIN_PURCHASE_REDEMPTION";
    employment_status?: "CONTRACTUAL" | "FULL_TIME" | "PART_TIME" | "RETIRED" | "SELF_EMPLOYED" | "STUDENT" | "UNEMPLOYED";
    employment_industry_sector?: "INVESTMENT" | "HEDGE_FUND" | "MONEY_SERVICE_BUSINESS" | "STO_ISSUER" | "PRECIOUS_METALS" | "NON_PROFIT" | "REGISTERED_INVESTMENT_ADVISOR" | "AGRICULTURE_FORESTRY_FISHING_HUNTING" | "MINING" | "UTILITIES" | "CONSTRUCTION" | "MANUFACTURING" | "WHOLESALE_TRADE" | "RETAIL_TRADE" | "TRANSPORTATION_WAREHOUSING" | "INFORMATION" | "FINANCE_INSURANCE" | "REAL_ESTATE_RENTAL_LEASING" | "PROFESSIONAL_SCIENTIFIC_TECHNICAL_SERVICES" | "MANAGEMENT_OF_COMPANIES_ENTERPRISES" | "ADMINISTRATIVE_SUPPORT_WASTE_MANAGEMENT_REMEDIATION_SERVICES" | "EDUCATIONAL_SERVICES" | "HEALTH_CARE_SOCIAL_ASSISTANCE" | "ARTS_ENTERTAINMENT_RECREATION" | "ACCOMMODATION_FOOD_SERVICES" | "OTHER_SERVICES" | "PUBLIC_ADMINISTRATION" | "NOT_CLASSIFIED" | "ADULT_ENTERTAINMENT" | "AUCTIONS" | "AUTOMOBILES" | "BLOCKCHAIN" | "CRYPTO" | "DRUGS" | "EXPORT_IMPORT" | "E_COMMERCE" | "FINANCIAL_INSTITUTION" | "GAMBLING" | "INSURANCE" | "MARKET_MAKER" | "SHELL_BANK" | "TRAVEL_TRANSPORT" | "WEAPONS";
    industry_sector?: "INVESTMENT" | "HEDGE_FUND" | "MONEY_SERVICE_BUSINESS" | "STO_ISSUER" | "PRECIOUS_METALS" | "NON_PROFIT" | "REGISTERED_INVESTMENT_ADVISOR" | "AGRICULTURE_FORESTRY_FISHING_HUNTING" | "MINING" | "UTILITIES" | "CONSTRUCTION" | "MANUFACTURING" | "WHOLESALE_TRADE" | "RETAIL_TRADE" | "TRANSPORTATION_WAREHOUSING" | "INFORMATION" | "FINANCE_INSURANCE" | "REAL_ESTATE_RENTAL_LEASING" | "PROFESSIONAL_SCIENTIFIC_TECHNICAL_SERVICES" | "MANAGEMENT_OF_COMPANIES_ENTERPRISES" | "ADMINISTRATIVE_SUPPORT_WASTE_MANAGEMENT_REMEDIATION_SERVICES" | "EDUCATIONAL_SERVICES" | "HEALTH_CARE_SOCIAL_ASSISTANCE" | "ARTS_ENTERTAINMENT_RECREATION" | "ACCOMMODATION_FOOD_SERVICES" | "OTHER_SERVICES" | "PUBLIC_ADMINISTRATION" | "NOT_CLASSIFIED" | "ADULT_ENTERTAINMENT" | "AUCTIONS" | "AUTOMOBILES" | "BLOCKCHAIN" | "CRYPTO" | "DRUGS" | "EXPORT_IMPORT" | "E_COMMERCE" | "FINANCIAL_INSTITUTION" | "GAMBLING" | "INSURANCE" | "MARKET_MAKER" | "SHELL_BANK" | "TRAVEL_TRANSPORT" | "WEAPONS";
    /** Whether the institution sits on a trust structure. */
    has_underlying_trust_structure?: boolean;
    /** Whether the institution has nominee shareholders. */
    has_nominee_shareholders?: boolean;
    /** When the due diligence record was created (set by the service). */
    created_at?: string;
    /** Whether the company is listed on a public exchange. */
    is_publicly_traded?: boolean;
    merchant_funding_source?: "BUSINESS_LOANS_FINANCING" | "SALARY_SAVINGS" | "INVESTMENT_GAINS" | "INHERITANCE" | "REAL_ESTATE_INCOME" | "NON_PROFIT_SOURCES" | "OTHER_BUSINESS_INCOME";
    /** Regions of the customer base. */
    customer_regions?: ("US_CANADA" | "MEXICO_CENTRAL_AMERICA" | "SOUTH_AMERICA" | "EUROPE" | "ASIA" | "AFRICA" | "OCEANIA")[];
};
/**
 * Client key/value pairs kept with the identity (string values; the public document states no
 * limits).
 */
export type IdentityMetadataRequest = {
    [key: string]: string;
};
/**
 * Body of an identity creation: `person_details` for a person, or `institution_details` (with
 * `institution_members`) for an institution. `ref_id` is the duplicate key: the service
 * answers 409 to a second creation with the same `ref_id` (or the same government id); the SDK
 * fills it with a UUID when the caller gives none. Tax details are expected unless
 * `tax_details_not_required` is true.
 */
export type CreateIdentityRequest = {
    /** Client reference, unique among the client's identities; the duplicate key. */
    ref_id?: string;
    person_details?: components["schemas"]["IdentityPersonDetailsRequest"];
    institution_details?: components["schemas"]["IdentityInstitutionDetailsRequest"];
    /** Members of an institution identity. */
    institution_members?: components["schemas"]["InstitutionMemberRequest"][];
    /** Taxpayer records; expected unless `tax_details_not_required` is true. */
    tax_details?: components["schemas"]["IdentityTaxDetailRequest"][];
    /** True when no tax details are legally required. */
    tax_details_not_required?: boolean;
    customer_due_diligence?: components["schemas"]["IdentityCustomerDueDiligenceRequest"];
    /** True when the identity is a merchant. */
    is_merchant?: boolean;
    metadata?: components["schemas"]["IdentityMetadataRequest"];
};
/**
 * Body of an identity update: only the fields sent change. Changing details may trigger a new
 * verification; `tax_details` replaces every taxpayer record; a person cannot become an
 * institution or the reverse.
 */
export type UpdateIdentityRequest = {
    person_details?: components["schemas"]["IdentityPersonDetailsRequest"];
    institution_details?: components["schemas"]["IdentityInstitutionDetailsRequest"];
    /** Replaces all taxpayer records of the identity. */
    tax_details?: components["schemas"]["IdentityTaxDetailRequest"][];
    /** True when no tax details are legally required. */
    set_tax_details_not_required?: boolean;
    customer_due_diligence?: components["schemas"]["IdentityCustomerDueDiligenceRequest"];
    /**
     * true disables the identity (status DISABLED); false enables it again unless Paxos disabled
     * it.
     */
    set_user_disabled?: boolean;
    /** True when the identity is a merchant. */
    is_merchant?: boolean;
    /**
     * Marks the update as a periodic KYC refresh done at this time; leave out for an ad-hoc
     * update.
     */
    last_kyc_refresh_date?: string;
    /** Client reference, unique among the client's identities. */
    ref_id?: string;
    metadata?: components["schemas"]["IdentityMetadataRequest"];
};
/** A document stored for an identity. */
export type IdentityDocument = {
    /** Document identifier. */
    file_id?: string | null;
    /** File name. */
    name?: string | null;
    /** What the document contains. */
    document_types?: components["schemas"]["IdentityDocumentType"][] | null;
    /** An RFC 3339 timestamp. */
    created_at?: string | null;
    /** When the document was archived, if it was. */
    archived_at?: string | null;
};
/** The documents of an identity (one list, not paged). Both arrays are optional. */
export type IdentityDocumentList = {
    documents?: components["schemas"]["IdentityDocument"][] | null;
    /** Document types the identity still has to provide (only with `include_pending_docs`). */
    pending_documents?: components["schemas"]["IdentityDocumentType"][] | null;
};
/** Body of a document upload request. */
export type IdentityDocumentUploadRequest = {
    /**
     * File name, 1 to 260 characters (the limit the service's own error example states); unique
     * per identity.
     */
    name: string;
    /** What the file contains. */
    document_types?: ("OTHER_DOCUMENTS" | "APPLICATION" | "ORGANIZATIONAL_DOCUMENTS" | "CERTIFICATE_OF_GOOD_STANDING" | "TAX_IDENTIFICATION" | "IDENTITY_VERIFICATION" | "PROOF_OF_RESIDENCY" | "PROOF_OF_FUNDS" | "SAMPLE_INVOICE" | "OPERATING_AGREEMENT" | "TRUST_DOCUMENTS" | "MONEY_SERVICE_DOCUMENTS" | "INVESTMENT_DOCUMENTS" | "CURP" | "AML_DOCUMENTS" | "FUND_STRUCTURE_CHART" | "FUND_MANAGER_REGISTRATION" | "MEMORANDUM_OF_ASSOCIATION" | "ORGANIZATIONAL_CHART" | "FOUNDATION_BY_LAWS" | "APPOINTMENT_OF_GUARDIAN_EVIDENCE" | "LEGAL_DOMICILE_OF_BENEFICIAL_OWNERS" | "GOVERNING_BODY_MEMBER_NAMES" | "INDEPENDENT_AUDIT")[];
};
/** Where to upload a document. */
export type IdentityDocumentUpload = {
    /** Identifier given to the file. */
    file_id?: string | null;
    /** File name. */
    name?: string | null;
    /** Pre-signed link to which the file itself is sent (a POST outside this API). */
    upload_url?: string | null;
};
/** Body of an institution member addition. */
export type AddInstitutionMembersRequest = {
    /** ID of the institution identity. */
    institution_id: string;
    /** Members to add; at least one. */
    members: components["schemas"]["InstitutionMemberRequest"][];
};
/** The members that were added, with their new membership ids. */
export type InstitutionMembersAdded = {
    /** ID of the institution identity. */
    institution_id?: string | null;
    members?: components["schemas"]["IdentityInstitutionMember"][] | null;
};
/** Answer of a member removal: an empty object (fields a later version adds are kept). */
export type InstitutionMemberRemoval = {
    [key: string]: unknown;
};
/**
 * A member of an account, as sent. `id` is left out on purpose: the service assigns it and
 * refuses a request that sets it. `identity_id` is required, as Paxos's document (2026-07-31) marks it.
 */
export type IdentityAccountMemberRequest = {
    /** Identity of the member. */
    identity_id: string;
    /** Kind of member. */
    type?: "BENEFICIAL_OWNER" | "AUTHORIZED_USER" | "FINANCIAL_ADVISOR";
    /** Roles of the member on the account. */
    roles?: ("BENEFICIAL_OWNER" | "AUTHORIZED_USER" | "FINANCIAL_ADVISOR")[];
};
/**
 * Client key/value pairs kept with the account (string values; the public document states no
 * limits).
 */
export type IdentityAccountMetadataRequest = {
    [key: string]: string;
};
/**
 * The account to create. Only these five fields are accepted (the public document forbids the
 * others); `identity_id`, the primary owner for tax purposes, is required.
 */
export type IdentityAccountCreate = {
    /** Primary identity of the account. */
    identity_id: string;
    /** Free text describing the account. */
    description?: string;
    metadata?: components["schemas"]["IdentityAccountMetadataRequest"];
    /** Client reference, unique among the client's accounts. */
    ref_id?: string;
    /** Other identities with access (the primary identity counts as a beneficial owner). */
    members?: components["schemas"]["IdentityAccountMemberRequest"][];
};
/** Body of an account creation. */
export type CreateIdentityAccountRequest = {
    account: components["schemas"]["IdentityAccountCreate"];
    /**
     * Also create a NORMAL profile for the account (its id is returned in `profile_id`); this is
     * possible only at creation.
     */
    create_profile?: boolean;
};
/**
 * The account to update: `id` names it; only these fields can change. `metadata` replaces all
 * existing metadata. `members` replaces the whole member list (at least one member; only
 * FINANCIAL_ADVISOR and AUTHORIZED_USER roles may be added or removed this way).
 */
export type IdentityAccountUpdate = {
    /** ID of the account. */
    id: string;
    /** Free text describing the account. */
    description?: string;
    /** Client reference, unique among the client's accounts. */
    ref_id?: string;
    metadata?: components["schemas"]["IdentityAccountMetadataRequest"];
    /** The complete member list after the update. */
    members?: components["schemas"]["IdentityAccountMemberRequest"][];
};
/** Body of an account update. */
export type UpdateIdentityAccountRequest = {
    account: components["schemas"]["IdentityAccountUpdate"];
    /** true disables the account. */
    set_user_disabled?: boolean;
};
/** Body of an account member addition. */
export type AddAccountMembersRequest = {
    /** ID of the account. */
    account_id: string;
    /** Members to add; at least one. */
    members: components["schemas"]["IdentityAccountMemberRequest"][];
};
/** The members that were added, with their new membership ids. */
export type IdentityAccountMembersAdded = {
    /** ID of the account. */
    account_id?: string | null;
    members?: components["schemas"]["IdentityAccountMember"][] | null;
};
/** Answer of an account member removal: an empty object (fields a later version adds are kept). */
export type IdentityAccountMemberRemoval = {
    [key: string]: unknown;
};
/** Sets or clears one disable flag of an identity. */
export type SandboxDisableFlag = {
    disabled?: boolean;
};
/** Statuses to force on an identity in the sandbox; only the fields sent change. */
export type SandboxIdentityStatusRequest = {
    id_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    sanctions_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    document_verification_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    additional_screening_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
    user_disabled?: components["schemas"]["SandboxDisableFlag"];
    admin_disabled?: components["schemas"]["SandboxDisableFlag"];
};
/** Answer of a sandbox status change: an empty object (fields a later version adds are kept). */
export type SandboxIdentityStatusResult = {
    [key: string]: unknown;
};
/** Client-specified string pairs stored with an order or a quote execution; no more than 6 pairs, keys and values no longer than 100 characters. */
export type TradeMetadata = {
    [key: string]: string;
};
/** Client-specified string pairs stored with a stablecoin conversion or an orchestration. The public document states no limit on their number or length. */
export type StringMetadata = {
    [key: string]: string;
};
/** Current and day-old price of one market. */
export type PriceSnapshot = {
    market?: components["schemas"]["MarketCode"] | null;
    /** Price of the market now. */
    current_price?: string | null;
    /** One-minute average price 24 hours earlier; refreshed once a minute. */
    yesterday_price?: string | null;
    /** When the price was computed (RFC 3339, fractions of a second may appear). */
    snapshot_at?: string | null;
};
/**
 * Current prices of the requested markets. The public document's schema
 * puts them under `items`, its example under `prices`: both are declared,
 * both optional, and a client should read whichever is present.
 */
export type PriceList = {
    /** The prices (the form of the public document's schema). */
    items?: components["schemas"]["PriceSnapshot"][] | null;
    /** The prices (the form of the public document's example). */
    prices?: components["schemas"]["PriceSnapshot"][] | null;
};
/** Average price of a market over one increment of time. */
export type HistoricalPrice = {
    /** Average of the price over the increment starting at `timestamp`, weighted by time; only complete increments are reported. */
    average_price?: string | null;
    /** Start of the increment. */
    timestamp?: string | null;
};
/**
 * Average prices in chronological order. The public document's schema puts
 * them under `items`, its example under `prices` (with `market` beside it):
 * both are declared, all optional.
 */
export type HistoricalPriceList = {
    market?: components["schemas"]["MarketCode"] | null;
    /** The prices (the form of the public document's schema). */
    items?: components["schemas"]["HistoricalPrice"][] | null;
    /** The prices (the form of the public document's example). */
    prices?: components["schemas"]["HistoricalPrice"][] | null;
    /** Number of data points available for the request. */
    total_count?: number | null;
};
/** A market open for trading. */
export type MarketDetails = {
    market?: components["schemas"]["MarketCode"] | null;
    /** Asset bought or sold (a crypto asset such as BTC). */
    base_asset?: string | null;
    /** Asset the price is expressed in (a fiat currency such as USD). */
    quote_asset?: string | null;
    /** Smallest price step of the market. */
    tick_rate?: string | null;
    /** Smallest base amount an order may have. */
    min_base_amount?: string | null;
    /** Largest base amount an order may have. */
    max_base_amount?: string | null;
    /** Smallest quote amount an order may have. */
    min_quote_amount?: string | null;
    /** Largest quote amount an order may have. */
    max_quote_amount?: string | null;
    market_status?: components["schemas"]["MarketStatus"] | null;
};
/** A planned window during which a market may be unavailable. */
export type ScheduledMaintenance = {
    /** Start of the window. */
    starts_at?: string | null;
    /** Expected end of the window. */
    ends_at?: string | null;
    recurrence?: components["schemas"]["MaintenanceRecurrence"] | null;
};
/** Whether a market can be bought and sold now, why not, and its planned maintenance. */
export type MarketStatus = {
    buy_status?: components["schemas"]["MarketTradingStatus"] | null;
    buy_reason?: components["schemas"]["MarketStatusReason"] | null;
    sell_status?: components["schemas"]["MarketTradingStatus"] | null;
    sell_reason?: components["schemas"]["MarketStatusReason"] | null;
    scheduled_maintenance?: components["schemas"]["ScheduledMaintenance"][] | null;
    /** When the status last changed. */
    updated_at?: string | null;
};
/** The markets currently open for trading. */
export type MarketList = {
    markets?: components["schemas"]["MarketDetails"][] | null;
};
/** Resting quantity at each price level of a market's order book. */
export type OrderBook = {
    market?: components["schemas"]["MarketCode"] | null;
    /** Sell levels: a price and the amount resting there. */
    asks?: components["schemas"]["TickerQuote"][] | null;
    /** Buy levels: a price and the amount resting there. */
    bids?: components["schemas"]["TickerQuote"][] | null;
};
/** One trade on the order book. */
export type RecentExecution = {
    /** Identifier of the trade, unique per match. */
    match_number?: string | null;
    /** Price of the trade. */
    price?: string | null;
    /** Amount traded. */
    amount?: string | null;
    /** When the trade happened. The public document types it as a plain string; its examples are RFC 3339 times. */
    executed_at?: string | null;
};
/** The most recent trades of a market. */
export type RecentExecutionList = {
    items?: components["schemas"]["RecentExecution"][] | null;
};
/** One price level of a streamed order book, the exact decimal strings sent. */
export type BookLevel = {
    /** A decimal string, exact as the service sent it. */
    price: string;
    /** Amount resting at the price; in an `UPDATE`, "0" (any zero) removes the level. */
    amount: string;
};
/**
 * The whole order book of one market, sent first on a connection (one per market on `/marketdata`):
 * bids best first (descending price), asks best first (ascending price). A client replaces any book
 * it held for the market.
 */
export type OrderBookSnapshotMessage = {
    /** "SNAPSHOT". */
    type: "SNAPSHOT" | (string & {});
    market: components["schemas"]["MarketCode"];
    bids: components["schemas"]["BookLevel"][];
    asks: components["schemas"]["BookLevel"][];
    /**
     * Ends the market's snapshot: Paxos's reference requires it and says it is always true (each
     * market's snapshot one message). A snapshot sent in pieces would mark only its last one; the
     * SDK gathers pieces until then. Paxos's reference shows a JSON boolean; an older version of it
     * showed the string "true": both are accepted.
     */
    final_snapshot?: boolean | string | null;
};
/**
 * A change to one level of one market's book: `side` BUY changes the bids, SELL the asks; an
 * `amount` of zero removes the level at `price`, any other amount sets it.
 */
export type OrderBookUpdateMessage = {
    /** "UPDATE". */
    type: "UPDATE" | (string & {});
    market: components["schemas"]["MarketCode"];
    side: components["schemas"]["OrderSide"];
    /** A decimal string, exact as the service sent it. */
    price: string;
    /** A decimal string, exact as the service sent it. */
    amount: string;
};
/** One trade on a market's order book, as the execution feed sends it. */
export type ExecutionMessage = {
    market: components["schemas"]["MarketCode"];
    /** A decimal string, exact as the service sent it. */
    price: string;
    /** A decimal string, exact as the service sent it. */
    amount: string;
    /** When the trade happened (RFC 3339, up to nanoseconds). */
    executed_at: string;
    /** Identifier of the trade, unique per match; the key that tells a repeated execution apart. */
    match_number: string;
};
/**
 * The index price of an external stablecoin. Paxos's reference names the feed ("the market index
 * price") without publishing its fields beyond these: `price` is required, `market` and
 * `timestamp` are read when present, anything else is kept.
 */
export type StablecoinPriceMessage = {
    /** The stablecoin market (the channel's, when absent). */
    market?: string | null;
    /** A decimal string, exact as the service sent it. */
    price: string;
    /** An RFC 3339 timestamp. */
    timestamp?: string | null;
};
/** One fill of an order. */
export type Execution = {
    /** Identifier of the execution: an unsigned 64-bit integer written as a decimal string. */
    execution_id?: string | null;
    /** UUID of the order this execution fills. */
    order_id?: string | null;
    /** When the execution happened. */
    executed_at?: string | null;
    market?: components["schemas"]["MarketCode"] | null;
    side?: components["schemas"]["OrderSide"] | null;
    /** Amount of the base asset executed. */
    amount?: string | null;
    /** Price of the execution. */
    price?: string | null;
    /** Commission charged. */
    commission?: string | null;
    /** Asset the commission was charged in (a fiat currency). */
    commission_asset?: string | null;
    /** Rebate granted. */
    rebate?: string | null;
    /** Asset the rebate was granted in (a fiat currency). */
    rebate_asset?: string | null;
    /** Account the execution belongs to. */
    account_id?: string | null;
    /** Amount multiplied by price: the value traded. */
    gross_trade_amount?: string | null;
};
/**
 * One page of executions. `items` is optional (an empty page may omit
 * it); the last page omits `next_page_cursor` or leaves it empty.
 */
export type ExecutionPage = {
    items?: components["schemas"]["Execution"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * An order as the service reports it. The public document marks no field
 * required, so none is. An amount that does not apply to the order may come
 * as `"0"` or as an empty string (the public document's examples show
 * both).
 */
export type Order = {
    /** UUID of the order. */
    id?: string | null;
    /** Profile the order trades for. */
    profile_id?: string | null;
    /** Client-specified identifier given at creation (the duplicate key); reusable 24 hours after the order closed. */
    ref_id?: string | null;
    status?: components["schemas"]["OrderStatus"] | null;
    side?: components["schemas"]["OrderSide"] | null;
    market?: components["schemas"]["MarketCode"] | null;
    type?: components["schemas"]["OrderType"] | null;
    /** Amount of the base asset ordered (limit orders and market sells). */
    base_amount?: string | null;
    /** Limit price. */
    price?: string | null;
    /** Amount of the quote asset to spend (market buys). */
    quote_amount?: string | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** When the order was created. */
    created_at?: string | null;
    /** When the order last changed. */
    modified_at?: string | null;
    /** Amount of the base asset filled so far. */
    amount_filled?: string | null;
    /** Volume-weighted average price of the fills. */
    volume_weighted_average_price?: string | null;
    time_in_force?: components["schemas"]["TimeInForce"] | null;
    /** When a GTT order expires if still unfilled. */
    expiration_date?: string | null;
    /** End user on whose behalf the order was placed. */
    identity_id?: string | null;
    /** Account the order was placed under. */
    identity_account_id?: string | null;
    /** Trigger price of a stop order. */
    stop_price?: string | null;
    /** Profile credited with the proceeds (the base asset of a buy, the quote asset of a sell). */
    recipient_profile_id?: string | null;
    /** True once a stop order has been triggered. */
    is_triggered?: boolean | null;
};
/**
 * One page of orders. `items` is optional (an empty page may omit it); the
 * last page omits `next_page_cursor` or leaves it empty.
 */
export type OrderPage = {
    items?: components["schemas"]["Order"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of an order creation. Which amount to give depends on the order:
 * a limit order (and a market sell) gives `base_amount`; a market buy gives
 * `quote_amount`. `ref_id` is optional on the wire; the SDK always sends
 * one, generating it when the caller gives none, so a retry cannot place a
 * second order.
 */
export type CreateOrderRequest = {
    /** Client-specified identifier and duplicate key; reusable 24 hours after the order closed. */
    ref_id?: string;
    /** Buy or sell. */
    side: "BUY" | "SELL";
    market: components["schemas"]["TradingMarket"];
    /** Kind of order. */
    type: "LIMIT" | "MARKET" | "POST_ONLY_LIMIT" | "STOP_MARKET" | "STOP_LIMIT";
    /** Amount of the base asset to trade: needed by limit orders, and by a market sell (the amount sold). A positive decimal string (no sign, no exponent, not zero). */
    base_amount?: string;
    /** Limit price, in the quote asset. A positive decimal string (no sign, no exponent, not zero). */
    price?: string;
    /** Amount of the quote asset to spend in a market buy. A positive decimal string (no sign, no exponent, not zero). */
    quote_amount?: string;
    metadata?: components["schemas"]["TradeMetadata"];
    /** When above zero, the service answers only once the order has filled or this many milliseconds have passed (at most 10000). */
    await_fill_millis?: number;
    /** How long the order stays live. Market orders are IOC; limit and post-only orders default to GTC and accept all four; stop orders default to GTC and also accept GTT. */
    time_in_force?: "GTC" | "FOK" | "IOC" | "GTT";
    /** Expiry of a GTT order (at least 10 seconds ahead): Unix time in milliseconds, 13 digits, as a string. */
    expiration_date?: string;
    /** End user placing the order; give it together with `identity_account_id`. */
    identity_id?: string;
    /** Account the order is placed under; the identity needs permission to trade for it. Give it together with `identity_id`. */
    identity_account_id?: string;
    /** Trigger price of a stop order. A positive decimal string (no sign, no exponent, not zero). */
    stop_price?: string;
    /** Profile to credit with the proceeds (the base asset of a buy, the quote asset of a sell). */
    recipient_profile_id?: string;
    /** Orders of the same customer sharing this value are not matched against each other; without it, such a match cancels the resting order. Needs a permission granted on request. */
    self_match_prevention_id?: string;
};
/** Answer of an order cancellation: an empty object (fields a later version adds are kept). */
export type CancelOrderResult = {
    [key: string]: unknown;
};
/** A held rate: a price on one market, for one side, that the service honours until `expires_at`. */
export type Quote = {
    /** UUID of the quote; pass it to `createExecution`. */
    id: string;
    market: components["schemas"]["MarketCode"];
    side: components["schemas"]["OrderSide"];
    /** Guaranteed price, held until `expires_at`. */
    price: string;
    /** Asset bought or sold (a crypto asset such as BTC). */
    base_asset: string;
    /** Asset the price is expressed in (a fiat currency such as USD). */
    quote_asset: string;
    /** When the quote was first offered. */
    created_at: string;
    /** When the quote stops being executable. */
    expires_at: string;
};
/** The latest quotes of the requested markets, both sides. */
export type QuoteList = {
    items?: components["schemas"]["Quote"][] | null;
};
/**
 * A trade at the price of a held quote. Required fields are those the
 * public document requires (its examples always carry them).
 */
export type QuoteExecution = {
    /** UUID of the quote execution. */
    id: string;
    /** Profile the trade was made for. */
    profile_id: string;
    /** The quote executed. */
    quote_id: string;
    /** Client-specified identifier given at creation (the duplicate key). */
    ref_id?: string | null;
    status: components["schemas"]["QuoteExecutionStatus"];
    market: components["schemas"]["MarketCode"];
    side: components["schemas"]["OrderSide"];
    /** Guaranteed price of the quote. */
    price: string;
    /** Amount of the base asset traded. */
    base_amount: string;
    /** Base asset of the market (a crypto asset such as BTC). */
    base_asset: string;
    /** Amount of the quote asset traded. */
    quote_amount: string;
    /** Quote asset of the market (a fiat currency such as USD). */
    quote_asset: string;
    /** When the execution was created. */
    created_at: string;
    /** When the execution settled. */
    settled_at?: string | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** End user the execution was placed for. */
    identity_id?: string | null;
    /** Account the execution was placed under. */
    account_id?: string | null;
    /** Profile credited with the proceeds. */
    recipient_profile_id?: string | null;
};
/**
 * One page of quote executions. `items` is optional (an empty page may omit
 * it); the last page omits `next_page_cursor` or leaves it empty.
 */
export type QuoteExecutionPage = {
    items?: components["schemas"]["QuoteExecution"][] | null;
    /** Number of matching quote executions. */
    total_count?: number | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of a quote execution. Give exactly one of `base_amount` (crypto to
 * buy or sell) and `quote_amount` (fiat to spend or receive); the service
 * refuses both or neither. `ref_id` is optional on the wire; the SDK always
 * sends one, generating it when the caller gives none.
 */
export type CreateQuoteExecutionRequest = {
    /** The quote to execute. */
    quote_id: string;
    /** Client-specified identifier and duplicate key. */
    ref_id?: string;
    /** Amount of the base asset to buy or sell; at most 8 decimals. A positive decimal string (no sign, no exponent, not zero). */
    base_amount?: string;
    /** Amount of the quote asset to spend or receive; at most 2 decimals. A positive decimal string (no sign, no exponent, not zero). */
    quote_amount?: string;
    metadata?: components["schemas"]["TradeMetadata"];
    /** End user requesting the execution. */
    identity_id?: string;
    /** Account the execution is placed under; the identity needs permission to trade for it. */
    account_id?: string;
    /** Profile to credit with the proceeds. */
    recipient_profile_id?: string;
};
/** Body of an issuer quote request. All four fields are required. */
export type CreateIssuerQuoteRequest = {
    /** Profile the execution will trade for. */
    profile_id: string;
    /** Market to quote; only PAXGUSD is currently offered (the public document types it as a free string, so no closed set is imposed). */
    market: string;
    /** BUY mints the asset, SELL redeems it. */
    side: "BUY" | "SELL";
    /** Amount of the asset to mint or redeem. A positive decimal string (no sign, no exponent, not zero). */
    base_amount: string;
};
/** A held issuer quote. Every field is required, as in the public document and its example. */
export type IssuerQuote = {
    /** Identifier of the quote; pass it to `createExecution`. */
    quote_id: string;
    /** Market of the quote, e.g. PAXGUSD. */
    market: string;
    side: components["schemas"]["OrderSide"];
    /** Amount of the asset quoted. */
    quantity: string;
    /** Price per unit of the asset. */
    price: string;
    /** Fee charged for the trade. */
    fee: string;
    /** Fiat amount spent or received, fees excluded. */
    quote_amount: string;
    /** When the quote stops being executable (fractions down to nanoseconds appear). */
    expires_at: string;
};
/** Body of an issuer quote execution. */
export type CreateIssuerQuoteExecutionRequest = {
    /** Profile to trade for. */
    profile_id: string;
};
/** Answer of an issuer quote execution: the id of the execution. */
export type IssuerQuoteExecutionCreated = {
    /** UUID of the issuer quote execution. */
    id: string;
};
/** An executed issuer quote. Required fields are those the public document requires (its example carries them all). */
export type IssuerQuoteExecution = {
    /** UUID of the issuer quote execution. */
    id: string;
    /** When the execution was created. */
    created_at: string;
    /** Asset minted or redeemed, e.g. PAXG. */
    asset_type: string;
    /** Notional (fiat) amount of the execution. */
    principal: string;
    /** Fee charged, in fiat. */
    fee: string;
    status: components["schemas"]["IssuerQuoteExecutionStatus"];
    /** Duplicate key of the execution; the executed quote's id. */
    ref_id?: string | null;
    /** Minting or redemption fee, in units of the asset. */
    token_fee: string;
    /** Price of the asset at execution. */
    token_price: string;
    /** Net amount of the asset received; negative for a redemption. */
    token_principal: string;
    /** Profile the execution traded for. */
    profile_id: string;
};
/**
 * One page of issuer quote executions, under `issuer_quote_executions`
 * (optional: an empty page may omit it). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type IssuerQuoteExecutionPage = {
    issuer_quote_executions?: components["schemas"]["IssuerQuoteExecution"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * A one-to-one conversion between two assets (USD and a Paxos-issued
 * stablecoin). The public document marks no field required, so none is.
 * Some of its examples misspell keys (`amount'`, `account_id'`,
 * `created_at'`); such keys are kept as unknown fields, so those examples
 * still parse, but a conversion read that way lacks the correctly named
 * field.
 */
export type StablecoinConversion = {
    /** UUID of the conversion, assigned by the service. */
    id?: string | null;
    /** Profile the conversion belongs to. */
    profile_id?: string | null;
    /** Amount converted. */
    amount?: string | null;
    /** Asset converted from. */
    source_asset?: string | null;
    /** Asset converted to. */
    target_asset?: string | null;
    status?: components["schemas"]["StablecoinConversionStatus"] | null;
    /** Client-specified identifier given at creation (the duplicate key). */
    ref_id?: string | null;
    /** Identity of the end user who asked for the conversion (third-party integrations). */
    identity_id?: string | null;
    /** Account of the end user who asked for the conversion (third-party integrations). */
    account_id?: string | null;
    /** When the conversion was requested. */
    created_at?: string | null;
    /** When the conversion last changed. */
    updated_at?: string | null;
    /** When the conversion settled. */
    settled_at?: string | null;
    /** When the conversion was cancelled. */
    cancelled_at?: string | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
    /** Profile credited with the target asset, for directed settlement. */
    recipient_profile_id?: string | null;
};
/**
 * One page of stablecoin conversions. `items` is optional (an empty page may
 * omit it); the last page omits `next_page_cursor` or leaves it empty.
 */
export type StablecoinConversionPage = {
    items?: components["schemas"]["StablecoinConversion"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of a stablecoin conversion. `ref_id` is optional on the wire; the SDK
 * always sends one, generating it when the caller gives none.
 */
export type CreateStablecoinConversionRequest = {
    /** Profile to convert in. */
    profile_id: string;
    /** Amount to convert. A positive decimal string (no sign, no exponent, not zero). */
    amount: string;
    /** Asset to convert from, e.g. USD. */
    source_asset: string;
    /** Asset to convert to, e.g. USDP. */
    target_asset: string;
    /** Client-specified identifier and duplicate key. */
    ref_id?: string;
    /** Identity of the end user asking for the conversion; needed only for third-party integrations. */
    identity_id?: string;
    /** Account of the end user asking for the conversion; needed only for third-party integrations. */
    account_id?: string;
    metadata?: components["schemas"]["StringMetadata"];
    /** Profile to credit with the target asset (directed settlement). */
    recipient_profile_id?: string;
};
/** One transfer an orchestration performs, and how far it got. */
export type OrchestrationTransfer = {
    /** The transfer; set once it exists (always while PROCESSING). */
    transfer_id?: string | null;
    status?: components["schemas"]["OrchestrationTransferStatus"] | null;
};
/** Why an orchestration failed. */
export type OrchestrationFailReason = {
    /** Explanation of the failure. */
    detail?: string | null;
};
/** A blockchain address an orchestration takes funds from or delivers them to. */
export type OrchestrationCryptoEndpoint = {
    /** Identifier of the address record. */
    address_id?: string | null;
    /** The blockchain address. */
    address?: string | null;
    /** Blockchain network of the address, e.g. ETHEREUM. */
    network?: string | null;
};
/** Fiat deposit instructions an orchestration takes funds from. */
export type OrchestrationFiatSource = {
    /** The fiat deposit instructions. */
    deposit_instructions_id?: string | null;
    /** Memo identifying the deposit. */
    memo?: string | null;
};
/** A bank account an orchestration delivers funds to. */
export type OrchestrationFiatDestination = {
    /** The bank (fiat) account. */
    bank_account_id?: string | null;
    /** Memo sent with the transfer. */
    memo?: string | null;
};
/** A Paxos profile an orchestration takes funds from or delivers them to. */
export type OrchestrationProfileEndpoint = {
    /** The profile. */
    profile_id?: string | null;
};
/** Where an orchestration takes its funds from; one of the members is set. */
export type OrchestrationSource = {
    crypto?: components["schemas"]["OrchestrationCryptoEndpoint"] | null;
    fiat?: components["schemas"]["OrchestrationFiatSource"] | null;
    profile?: components["schemas"]["OrchestrationProfileEndpoint"] | null;
};
/** Where an orchestration delivers its funds; one of the members is set. */
export type OrchestrationDestination = {
    crypto?: components["schemas"]["OrchestrationCryptoEndpoint"] | null;
    fiat?: components["schemas"]["OrchestrationFiatDestination"] | null;
    profile?: components["schemas"]["OrchestrationProfileEndpoint"] | null;
};
/**
 * A workflow that moves (and possibly converts) assets from a source to a
 * destination. It is created directly with `create`, or by a deposit that
 * matches an orchestration rule. The public document marks no field
 * required, so none is.
 */
export type Orchestration = {
    /** Identifier of the orchestration. */
    id?: string | null;
    /** Profile the orchestration belongs to. */
    profile_id?: string | null;
    /** Identity the orchestration acts for. */
    identity_id?: string | null;
    /** Account the orchestration acts for. */
    account_id?: string | null;
    /** Customer the orchestration belongs to. */
    customer_id?: string | null;
    /** Duplicate key: given by the client at creation, or generated by the service for an orchestration started by a rule. */
    ref_id?: string | null;
    /** Asset taken from the source. */
    source_asset?: string | null;
    /** Asset delivered to the destination. */
    destination_asset?: string | null;
    /** Amount taken from the source, in the source asset. */
    source_amount?: string | null;
    source_transfer?: components["schemas"]["OrchestrationTransfer"] | null;
    destination_transfer?: components["schemas"]["OrchestrationTransfer"] | null;
    status?: components["schemas"]["OrchestrationStatus"] | null;
    fail_reason?: components["schemas"]["OrchestrationFailReason"] | null;
    source?: components["schemas"]["OrchestrationSource"] | null;
    destination?: components["schemas"]["OrchestrationDestination"] | null;
    /** The rule that started the orchestration; empty for one created directly. */
    orchestration_rule_id?: string | null;
    /** When the orchestration was created. */
    created_at?: string | null;
    /** When the orchestration last changed. */
    updated_at?: string | null;
    metadata?: components["schemas"]["FreeFormMetadata"] | null;
};
/**
 * One page of orchestrations, under `items`; the service's older form
 * has them under `orchestrations`, which today's document still lists
 * and says will go away, so both are accepted (the SDK reads `items`,
 * else `orchestrations`). Either may be omitted by an empty page. The
 * last page omits `next_page_cursor` or leaves it empty.
 */
export type OrchestrationPage = {
    items?: components["schemas"]["Orchestration"][] | null;
    /** The older field of the items (see the page's description). */
    orchestrations?: components["schemas"]["Orchestration"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of an orchestration creation. The public document requires
 * `ref_id`; this contract declares it optional because the SDK always sends
 * one, generating it when the caller gives none, so the service still
 * receives it on every request.
 */
export type CreateOrchestrationRequest = {
    /** Identity the orchestration acts for. */
    identity_id?: string;
    /** Account the orchestration acts for. */
    account_id?: string;
    /** Client-specified identifier and duplicate key; a retry must carry the same value. */
    ref_id?: string;
    /** Asset to take from the source. */
    source_asset: string;
    /** Asset to deliver to the destination. */
    destination_asset: string;
    /** Amount to take from the source, in the source asset; it must be available in the source profile. A positive decimal string (no sign, no exponent, not zero). */
    source_amount: string;
    /** Where to take the funds from: a profile. */
    source?: {
        profile?: components["schemas"]["CreateOrchestrationProfileEndpoint"];
    };
    /** Where to deliver the funds; set one member. */
    destination?: {
        /**
         * A pre-approved crypto destination address: `address` with `network` (and, for a third-party
         * integration, the request's `identity_id`) name the address-book entry whose travel-rule
         * details apply. `address_id`, the entry's id, is the older way, which Paxos deprecates.
         */
        crypto?: {
            /** The blockchain address; give `network` with it. */
            address?: string;
            /** Blockchain network of `address`, e.g. ETHEREUM. */
            network?: string;
            /** The crypto destination address record (deprecated by Paxos; prefer `address` with `network`). */
            address_id?: string;
        };
        /** A bank account. */
        fiat?: {
            /** The bank (fiat) account. */
            bank_account_id?: string;
            /** Memo to send with the transfer. */
            memo?: string;
        };
        profile?: components["schemas"]["CreateOrchestrationProfileEndpoint"];
    };
    metadata?: components["schemas"]["StringMetadata"];
};
/** A profile to take funds from or deliver them to, as sent. */
export type CreateOrchestrationProfileEndpoint = {
    /** The profile. */
    profile_id?: string;
};
/** Fiat deposit instructions generated for a rule. */
export type OrchestrationRuleFiatSource = {
    /** The fiat deposit instructions. */
    deposit_instructions_id?: string | null;
    /** Fiat network, e.g. WIRE. */
    network?: string | null;
    /** Kind of bank routing, e.g. ABA or SWIFT. */
    account_type?: string | null;
    /** Memo identifying deposits meant for the rule. */
    memo_id?: string | null;
};
/** The deposit instructions a rule watches; one of the members is set. */
export type OrchestrationRuleSource = {
    crypto?: components["schemas"]["OrchestrationCryptoEndpoint"] | null;
    fiat?: components["schemas"]["OrchestrationRuleFiatSource"] | null;
    profile?: components["schemas"]["OrchestrationProfileEndpoint"] | null;
};
/** A blockchain address a rule delivers to. */
export type OrchestrationRuleCryptoDestination = {
    /** The blockchain address. */
    address?: string | null;
    /** Blockchain network of the address. */
    network?: string | null;
};
/** A fiat account a rule delivers to. */
export type OrchestrationRuleFiatDestination = {
    /** The fiat account. */
    fiat_account_id?: string | null;
    /** Memo sent with the transfer. */
    memo?: string | null;
};
/** Where a rule delivers the converted funds; one of the members is set. */
export type OrchestrationRuleDestination = {
    crypto?: components["schemas"]["OrchestrationRuleCryptoDestination"] | null;
    fiat?: components["schemas"]["OrchestrationRuleFiatDestination"] | null;
    profile?: components["schemas"]["OrchestrationProfileEndpoint"] | null;
};
/** A standing rule: deposits to its source start an orchestration to its destination. The public document marks no field required, so none is. */
export type OrchestrationRule = {
    /** UUID of the rule. */
    id?: string | null;
    /** Client-specified identifier given at creation (the duplicate key). */
    ref_id?: string | null;
    /** Human-readable name of the rule. */
    nickname?: string | null;
    /** Profile of the account owner. */
    profile_id?: string | null;
    /** Identity of the account owner. */
    identity_id?: string | null;
    /** Account the rule applies to. */
    account_id?: string | null;
    status?: components["schemas"]["OrchestrationRuleStatus"] | null;
    /** Asset deposited. */
    source_asset?: string | null;
    /** Asset delivered. */
    destination_asset?: string | null;
    source?: components["schemas"]["OrchestrationRuleSource"] | null;
    destination?: components["schemas"]["OrchestrationRuleDestination"] | null;
    /** When the rule was created. */
    created_at?: string | null;
};
/** Answer of a rule creation or deletion: the rule as it now stands. */
export type OrchestrationRuleResult = {
    rule?: components["schemas"]["OrchestrationRule"] | null;
};
/**
 * One page of orchestration rules, under `items`; the service's older
 * form has them under `rules`, which today's document still lists and
 * says will go away, so both are accepted (the SDK reads `items`, else
 * `rules`). Either may be omitted by an empty page. The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type OrchestrationRulePage = {
    items?: components["schemas"]["OrchestrationRule"][] | null;
    /** The older field of the items (see the page's description). */
    rules?: components["schemas"]["OrchestrationRule"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of an orchestration rule creation. Assets, networks and account
 * types are closed sets: the public document types them as strings but
 * lists the accepted values. The document requires `ref_id`; this contract
 * declares it optional because the SDK always sends one, generating it when
 * the caller gives none, so the service still receives it on every request.
 */
export type CreateOrchestrationRuleRequest = {
    /** Client-specified identifier and duplicate key of the rule. */
    ref_id?: string;
    /** Human-readable name for the rule. */
    nickname?: string;
    /** Profile of the account owner. */
    profile_id: string;
    /** Identity of the account owner. */
    identity_id?: string;
    /** Account the rule applies to. */
    account_id?: string;
    /** Asset the deposits arrive in. */
    source_asset: "USDG" | "PYUSD" | "USDP" | "USDC" | "USD";
    /** Asset to deliver. */
    destination_asset: "USDG" | "PYUSD" | "USDP" | "USDC" | "USD";
    /** What deposits the rule watches; set one member. The service generates the deposit instructions. */
    source: {
        /** Crypto deposits on a network. */
        crypto?: {
            /** Blockchain network to receive deposits on. */
            network?: "ETHEREUM" | "SOLANA" | "STELLAR" | "BASE" | "POLYGON" | "BITCOIN" | "BITCOIN_CASH" | "LITECOIN" | "POLYGON_POS" | "ARBITRUM_ONE" | "INK" | "XLAYER" | "AVALANCHE" | "DOGECOIN" | "SUI" | "ROBINHOOD" | "BNB";
        };
        /** Fiat deposits. */
        fiat?: {
            /** Fiat network to receive deposits on. */
            network?: "WIRE" | "CUBIX" | "DBS_ACT" | "SCB" | "RTP";
            /** Kind of bank routing. */
            account_type?: "SWIFT" | "ABA";
        };
    };
    /** Where to deliver the converted funds; set one member. */
    destination?: {
        /**
         * A crypto destination address: `address` with `network` (and, for a third-party
         * integration, the request's `identity_id`) name the address-book entry whose travel-rule
         * details apply. `crypto_address_id`, the entry's id, is the older way, which Paxos
         * deprecates.
         */
        crypto?: {
            /** The blockchain address; give `network` with it. */
            address?: string;
            /** Blockchain network of `address`, e.g. ETHEREUM. */
            network?: string;
            /** The crypto destination address record (deprecated by Paxos; prefer `address` with `network`). */
            crypto_address_id?: string;
        };
        /** A pre-approved fiat account. */
        fiat?: {
            /** The fiat account. */
            fiat_account_id?: string;
            /** Memo to send with the transfer. */
            memo?: string;
        };
        profile?: components["schemas"]["CreateOrchestrationProfileEndpoint"];
    };
};
/** A restriction set on an identity. */
export type IdentityControl = {
    /** ID of the control (what `deleteControl` takes). */
    id: string;
    type: components["schemas"]["IdentityControlType"];
    set_by: components["schemas"]["IdentityControlSetBy"];
    /** Whether the client may remove it (a control the client set always is). */
    is_overridable?: boolean | null;
    reason_code?: components["schemas"]["IdentityControlReasonCode"] | null;
    /** Free-text reason given when it was set. */
    reason?: string | null;
    /** When it was set. */
    created_at: string;
    /** When it was removed; absent while it applies. */
    deleted_at?: string | null;
};
/** One page of identity controls, under `items`. The last page omits `next_page_cursor` or leaves it empty. */
export type IdentityControlPage = {
    items?: components["schemas"]["IdentityControl"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** Body of a new identity control. */
export type CreateIdentityControlRequest = {
    /** The identity to restrict. */
    identity_id: string;
    type: components["schemas"]["IdentityControlTypeRequest"];
    reason_code: components["schemas"]["IdentityControlReasonCodeRequest"];
    /** Free-text reason. */
    reason?: string;
};
/** The answer of a control's removal; the service sends an empty object (fields a later version adds are kept). */
export type IdentityControlDeletion = {
    [key: string]: unknown;
};
/** The answer of the sandbox KYC refresh operations; the service sends an empty object (fields a later version adds are kept). */
export type KycRefreshResult = {
    [key: string]: unknown;
};
/** Body of a forced sandbox KYC refresh. */
export type SandboxForceStartKycRefreshRequest = {
    /** The identity. */
    identity_id: string;
    /** Days until the refresh expires, 1 to 90. */
    expiry_days: number;
};
/** Body of a sandbox KYC refresh reset. */
export type SandboxResetKycRefreshRequest = {
    /** The identity. */
    identity_id: string;
};
/** What a SIGNATURE verification asks to have signed, and the signature once given. */
export type AddressSignatureChallenge = {
    /** The exact text to sign. */
    message?: string | null;
    /** The one-time value the message carries. */
    nonce?: string | null;
    /** The signature submitted, once it verified. */
    signature?: string | null;
};
/** What a SMALL_DEPOSIT verification asks to be paid, and the payment once seen. */
export type AddressSmallDeposit = {
    /** The exact amount to send from the verified address. */
    amount?: string | null;
    /** The asset to send. */
    asset?: string | null;
    /** The Paxos deposit address to send it to. */
    deposit_address?: string | null;
    /** The on-chain transaction that paid it, once seen. */
    transaction_hash?: string | null;
};
/** Who approved a MANUAL verification and why (the public document says only Paxos's own endpoints fill it). */
export type AddressManualVerification = {
    /** The approver. */
    verified_by?: string | null;
    /** The reason given. */
    reason?: string | null;
};
/**
 * A proof that the customer controls an on-chain address. The public
 * document marks no field required; `id`, `status` and `expires_at` are
 * always sent by the service.
 */
export type AddressVerification = {
    /** ID of the verification. */
    id?: string | null;
    /** Network of the address (e.g. ETHEREUM, SOLANA). */
    network?: string | null;
    /** The address. */
    address?: string | null;
    verification_method?: components["schemas"]["AddressVerificationMethod"] | null;
    status?: components["schemas"]["AddressVerificationStatus"] | null;
    signature_verification?: components["schemas"]["AddressSignatureChallenge"] | null;
    small_deposit_verification?: components["schemas"]["AddressSmallDeposit"] | null;
    manual_verification?: components["schemas"]["AddressManualVerification"] | null;
    /** The client's key of the verification. */
    ref_id?: string | null;
    /** When it was started. */
    created_at?: string | null;
    /** When it last changed. */
    updated_at?: string | null;
    /** When a PENDING verification becomes EXPIRED. */
    expires_at?: string | null;
};
/** One page of address verifications, under `items`. The last page omits `next_page_cursor` or leaves it empty. */
export type AddressVerificationPage = {
    items?: components["schemas"]["AddressVerification"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/**
 * Body of a new address verification. The public document marks nothing
 * required; a verification without a network, an address or a method
 * means nothing, so those three are required.
 */
export type CreateAddressVerificationRequest = {
    /** Network of the address (the document types it as a free string, so no closed set is imposed). */
    network: string;
    /** The address to verify. */
    address: string;
    verification_method: components["schemas"]["AddressVerificationMethodRequest"];
    /** The client's key of the verification; the service refuses a second verification with the same one. Filled by the SDK when absent. */
    ref_id?: string;
};
/**
 * Body of a signature submission. The public document marks nothing
 * required; both fields are needed for anything to be verified.
 */
export type SubmitAddressSignatureRequest = {
    /** ID of the SIGNATURE verification. */
    id: string;
    /** The signature of the verification's message (hex for EVM networks, base58 or base64 for Solana). */
    signature: string;
};
/** A virtual asset service provider known for the travel rule. */
export type Vasp = {
    /** Paxos's ID of the VASP; what a crypto destination address's `travelrule_metadata.vasp.id` names. */
    id: string;
    /** Display name. */
    name: string;
};
/** One page of VASPs, under `items`. The last page omits `next_page_cursor` or leaves it empty. */
export type VaspPage = {
    items?: components["schemas"]["Vasp"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** One VASP, wrapped in `vasp`. */
export type VaspResult = {
    vasp?: components["schemas"]["Vasp"] | null;
};
/** Prices and volume of a market over one increment. */
export type Candle = {
    /** Start of the increment. */
    timestamp?: string | null;
    /** First price of the increment. */
    open?: string | null;
    /** Highest price of the increment. */
    high?: string | null;
    /** Lowest price of the increment. */
    low?: string | null;
    /** Last price of the increment. */
    close?: string | null;
    /** Amount traded during the increment. */
    volume?: string | null;
};
/** One page of candles, under `items`, newest first unless asked otherwise. The last page omits `next_page_cursor` or leaves it empty. */
export type CandleList = {
    market?: components["schemas"]["MarketCode"] | null;
    increment?: components["schemas"]["CandleIncrement"] | null;
    items?: components["schemas"]["Candle"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** What can be bought or sold for same-day settlement through issuer quotes, at one moment. */
export type SettlementAvailability = {
    /** Most PAXG that can be bought for same-day settlement, to three decimals ("0.000" while the gold market is closed). */
    buy_quantity: string;
    /** Always "0.000" (sales settle the next day). */
    sell_quantity: string;
    /** The market. */
    market: string;
    /** About when the figures were computed. */
    snapshot_at: string;
};
/**
 * An address whose holdings earn the customer rewards. The public
 * document marks no field required.
 */
export type RewardAddress = {
    /** ID of the address record. */
    id?: string | null;
    /** The customer (partner) it belongs to. */
    customer_id?: string | null;
    ledger?: components["schemas"]["RewardLedger"] | null;
    /** The address. */
    address?: string | null;
    /** Display name. */
    name?: string | null;
    /** The payout group it belongs to. */
    payout_group_id?: string | null;
    /** The asset it earns on (e.g. USDG); absent or empty for every asset. */
    asset_type?: string | null;
    /** Holdings at the address (only with `include_balance`). */
    balance?: string | null;
    /** On-chain registration status (e.g. UNREGISTERED, PENDING, ACTIVE, FAILED), set by the service. */
    status?: string | null;
    /** The latest address verification of the address, when there is one. */
    verification_proof_id?: string | null;
    verification_status?: components["schemas"]["AddressVerificationStatus"] | null;
    verification_method?: components["schemas"]["AddressVerificationMethod"] | null;
    /** When the latest verification expires. */
    verification_expires_at?: string | null;
    /** From when it earns rewards. */
    effective_at?: string | null;
    /** When it was added. */
    created_at?: string | null;
};
/**
 * A reward address to add. The public document marks nothing required;
 * an entry without its ledger and address names nothing, so both are
 * required. The fields the service sets itself (`id`, `status`,
 * `created_at`, `balance` and the `verification_*` fields) are accepted,
 * as the document's schema lists them, and ignored by the service.
 */
export type NewRewardAddressRequest = {
    ledger: components["schemas"]["RewardLedgerRequest"];
    /** The address. */
    address: string;
    /** Display name. */
    name?: string;
    /** The customer; taken from the credentials when absent. */
    customer_id?: string;
    /** The payout group to put it in. */
    payout_group_id?: string;
    /** The asset it earns on; empty or absent for every asset. */
    asset_type?: string;
    /** From when it earns rewards. */
    effective_at?: string;
    /** Ignored by the service. */
    id?: string;
    /** Ignored by the service. */
    status?: string;
    /** Ignored by the service. */
    created_at?: string;
    /** Ignored by the service. */
    balance?: string;
    /** Ignored by the service. */
    verification_proof_id?: string;
    /** Ignored by the service. */
    verification_status?: string;
    /** Ignored by the service. */
    verification_method?: string;
    /** Ignored by the service. */
    verification_expires_at?: string;
};
/**
 * The new fields of a reward address (body of an update). The public
 * document marks nothing required. `id`, when given, must be the
 * path's. The fields the service sets itself are accepted and ignored,
 * as for a new address.
 */
export type RewardAddressRequest = {
    /** Must equal the path's ID when given. */
    id?: string;
    ledger?: components["schemas"]["RewardLedgerRequest"];
    /** The address. */
    address?: string;
    /** Display name. */
    name?: string;
    /** The customer. */
    customer_id?: string;
    /** The payout group to move it to. */
    payout_group_id?: string;
    /** The asset it earns on; empty for every asset. */
    asset_type?: string;
    /** From when it earns rewards. */
    effective_at?: string;
    /** Ignored by the service. */
    status?: string;
    /** Ignored by the service. */
    created_at?: string;
    /** Ignored by the service. */
    balance?: string;
    /** Ignored by the service. */
    verification_proof_id?: string;
    /** Ignored by the service. */
    verification_status?: string;
    /** Ignored by the service. */
    verification_method?: string;
    /** Ignored by the service. */
    verification_expires_at?: string;
};
/** One reward address, wrapped in `address`. */
export type RewardAddressResult = {
    address?: components["schemas"]["RewardAddress"] | null;
};
/** One page of reward addresses, under `items`. The last page omits `next_page_cursor` or leaves it empty. */
export type RewardAddressPage = {
    items?: components["schemas"]["RewardAddress"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** Body of a new reward address, wrapped in `address`. */
export type CreateRewardAddressRequest = {
    address: components["schemas"]["NewRewardAddressRequest"];
};
/** Body of a batch of new reward addresses. */
export type BatchCreateRewardAddressesRequest = {
    addresses: components["schemas"]["NewRewardAddressRequest"][];
};
/** A reward address of a batch that was not added, and why. */
export type RewardAddressFailure = {
    address?: components["schemas"]["RewardAddress"] | null;
    /** Why it was refused. */
    error?: string | null;
};
/** The outcome of a batch, address by address. */
export type RewardAddressBatchResult = {
    successful_addresses?: components["schemas"]["RewardAddress"][] | null;
    failed_addresses?: components["schemas"]["RewardAddressFailure"][] | null;
};
/** The answer of a rewards deletion (address, claim schedule, payout group); the service sends an empty object (fields a later version adds are kept). */
export type RewardDeletion = {
    [key: string]: unknown;
};
/** When a payout group's rewards are claimed automatically. The public document marks no field required. */
export type ClaimSchedule = {
    /** ID of the schedule. */
    id?: string | null;
    /** The payout group it claims for. */
    payout_group_id?: string | null;
    schedule_type?: components["schemas"]["ClaimScheduleType"] | null;
    /** Days of the week it runs on (WEEKLY). */
    days_of_week?: number[] | null;
    /** Days of the month it runs on (MONTHLY). */
    days_of_month?: number[] | null;
    /** Hour of the day it runs at (UTC). */
    hour?: number | null;
    /** Minute of the hour it runs at. */
    minute?: number | null;
    /** When it runs next. */
    next_run_at?: string | null;
    /** When it was created. */
    created_at?: string | null;
    /** When it last changed. */
    updated_at?: string | null;
};
/** The timing of a claim schedule, as sent (the body of an update, and a new payout group's `schedule`). */
export type ClaimScheduleTiming = {
    schedule_type: components["schemas"]["ClaimScheduleTypeRequest"];
    /** Days of the week to run on (WEEKLY). */
    days_of_week?: number[];
    /** Days of the month to run on (MONTHLY). */
    days_of_month?: number[];
    /** Hour of the day to run at (UTC), 0 to 23. */
    hour: number;
    /** Minute of the hour to run at, 0 to 59. */
    minute: number;
};
/** Body of a new claim schedule. */
export type CreateClaimScheduleRequest = {
    /** The payout group to claim for. */
    payout_group_id: string;
    schedule_type: components["schemas"]["ClaimScheduleTypeRequest"];
    /** Days of the week to run on (WEEKLY). */
    days_of_week?: number[];
    /** Days of the month to run on (MONTHLY). */
    days_of_month?: number[];
    /** Hour of the day to run at (UTC), 0 to 23. */
    hour: number;
    /** Minute of the hour to run at, 0 to 59. */
    minute: number;
};
/** One claim schedule, wrapped in `claim_schedule`. */
export type ClaimScheduleResult = {
    claim_schedule?: components["schemas"]["ClaimSchedule"] | null;
};
/** One page of claim schedules, under `items`. The last page omits `next_page_cursor` or leaves it empty. */
export type ClaimSchedulePage = {
    items?: components["schemas"]["ClaimSchedule"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** A claim of rewards and its on-chain transaction. The public document marks no field required. */
export type Claim = {
    /** ID of the claim. */
    id?: string | null;
    /** The payout group claimed for. */
    payout_group_id?: string | null;
    claim_type?: components["schemas"]["ClaimType"] | null;
    /** The schedule that started it, when one did. */
    claim_schedule_id?: string | null;
    onchain_status?: components["schemas"]["ClaimOnchainStatus"] | null;
    /** Amount claimed, in the asset's units. */
    amount?: string | null;
    /** The asset claimed. */
    asset_type?: string | null;
    /** The chain the claim was made on. */
    blockchain?: string | null;
    /** The addresses claimed for (CLAIM_FOR_ADDRESSES). */
    addresses?: string[] | null;
    /** The on-chain transaction. */
    tx_hash?: string | null;
    /** Why it failed. */
    error_message?: string | null;
    /** When it was submitted on chain. */
    submitted_at?: string | null;
    /** When it was confirmed on chain. */
    confirmed_at?: string | null;
    /** When it was made. */
    created_at?: string | null;
    /** When it last changed. */
    updated_at?: string | null;
};
/** One page of claims, under `items`. The last page omits `next_page_cursor` or leaves it empty. */
export type ClaimPage = {
    items?: components["schemas"]["Claim"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** A reward rate. */
export type RewardRate = {
    /** ID of the rate. */
    id?: string | null;
    /** The on-chain multiplier it corresponds to. */
    multiplier_id?: string | null;
    /** Yearly yield as a fraction ("0.0376" is 3.76%). */
    rate?: string | null;
    /** Networks it applies on. */
    networks?: string[] | null;
    jurisdiction?: components["schemas"]["RewardJurisdiction"] | null;
    tier?: components["schemas"]["RewardTier"] | null;
    /** From when it applies. */
    effective_at?: string | null;
    /** When it was recorded. */
    created_at?: string | null;
};
/** Reward rates, under `rates`. */
export type RewardRateList = {
    rates?: components["schemas"]["RewardRate"][] | null;
};
/** The reward figures of one asset. */
export type AssetRewardDetails = {
    /** The asset. */
    asset_type?: string | null;
    /** Rewards available to claim now. */
    total_available_rewards?: string | null;
    /** Rewards earned over the account's life. */
    lifetime_earned?: string | null;
    /** Estimate of the next accrual. */
    est_next_accrual_amount?: string | null;
};
/** A summary of the customer's rewards. */
export type RewardDetails = {
    /** Current rates. */
    rates?: components["schemas"]["RewardRate"][] | null;
    /** When rewards accrue next. */
    next_accrual?: string | null;
    /** Rewards earned over the account's life. */
    lifetime_earned?: string | null;
    /** Rewards available to claim now. */
    total_available_rewards?: string | null;
    /** Estimate of the next accrual, from current balances, pending rewards and rates. */
    est_next_accrual_amount?: string | null;
    /** The same figures per asset. */
    asset_details?: components["schemas"]["AssetRewardDetails"][] | null;
};
/** A set of reward addresses that earn at one rate and are paid out to one destination. */
export type PayoutGroup = {
    /** ID of the group. */
    id: string;
    /** Display name. */
    name?: string | null;
    /** The ledger (network) of the group. */
    ledger: string;
    /** The asset it earns on. */
    asset_type: string;
    /** The reward rate it earns at. */
    rate_id: string;
    /** Its jurisdiction (e.g. US, EU). */
    jurisdiction: string;
    /** The address allowed to claim the group's rewards. */
    claimer_address: string;
    /** The address that manages the group (the claimer address unless set). */
    manager_address?: string | null;
    /** The address paid the rewards (the claimer address unless set). */
    destination_address?: string | null;
    /** The group's number on chain, once registered (a 64-bit integer carried as a string). */
    onchain_group_id?: string | null;
    onchain_status: components["schemas"]["PayoutGroupOnchainStatus"];
    /** Holdings of the group's addresses, unclaimed rewards not included. */
    balance: string;
    /** When the balance was taken. */
    balance_at?: string | null;
    /** When everything was last claimed. */
    last_claim_all_at?: string | null;
    /** When it was created. */
    created_at: string;
    /** When it last changed. */
    updated_at: string;
};
/** One page of payout groups, under `items`, with the number of groups matching the filters in `count`. The last page omits `next_page_cursor` or leaves it empty. */
export type PayoutGroupPage = {
    items?: components["schemas"]["PayoutGroup"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
    /** Groups matching the filters, over all pages. */
    count?: number | null;
};
/** One payout group, wrapped in `group`. */
export type PayoutGroupResult = {
    group?: components["schemas"]["PayoutGroup"] | null;
};
/**
 * Body of a new payout group. The public document marks nothing
 * required; a group without its ledger, asset and claimer address
 * cannot earn or pay, so those three are required.
 */
export type CreatePayoutGroupRequest = {
    /** The ledger (network) of the group. */
    ledger: string;
    /** The asset it earns on. */
    asset_type: string;
    /** Its jurisdiction (e.g. US, EU). */
    jurisdiction?: string;
    /** Display name. */
    name?: string;
    /** The address allowed to claim the group's rewards. */
    claimer_address: string;
    schedule?: components["schemas"]["ClaimScheduleTiming"];
};
/** Body of a payout group update; both fields are optional. */
export type UpdatePayoutGroupRequest = {
    /** New display name. */
    name?: string;
    /** New jurisdiction (e.g. US, EU). */
    jurisdiction?: string;
};
/** One file of a rewards statement. */
export type RewardsStatementFile = {
    format?: components["schemas"]["RewardsStatementFormat"] | null;
    /** A time-limited download link (present once the statement is completed). */
    download_url?: string | null;
    /** When the file was written. */
    generated_at?: string | null;
};
/** The rewards of one month and asset, with its files. The public document marks no field required. */
export type RewardsStatement = {
    /** ID of the statement. */
    id?: string | null;
    /** The asset. */
    asset_type?: string | null;
    /** First instant of the month (UTC). */
    period_start?: string | null;
    /** Last instant of the month (UTC). */
    period_end?: string | null;
    status?: components["schemas"]["RewardsStatementStatus"] | null;
    type?: components["schemas"]["RewardsStatementType"] | null;
    /** Rewards accrued over the month, all payout groups together. */
    total_accrued?: string | null;
    /** Average end-of-day holdings over the month, all payout groups together. */
    avg_daily_balance?: string | null;
    files?: components["schemas"]["RewardsStatementFile"][] | null;
    /** When the statement was created. */
    created_at?: string | null;
};
/** One page of rewards statements, under `items`, newest period first. The last page omits `next_page_cursor` or leaves it empty. */
export type RewardsStatementPage = {
    items?: components["schemas"]["RewardsStatement"][] | null;
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string | null;
};
/** One rewards statement, wrapped in `statement`. */
export type RewardsStatementResult = {
    statement?: components["schemas"]["RewardsStatement"] | null;
};
export type $defs = Record<string, never>;
export interface operations {
    initiateSandboxFiatDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSandboxFiatDepositRequest"];
            };
        };
        responses: {
            /** The deposit was accepted; an empty object is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxFiatDepositResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteApiCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The client_id of the credentials to delete. */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The deleted credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedApiCredentials"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFiatAccount: {
        parameters: {
            query?: {
                /** Also find the account when it has been deleted. */
                include_deleted?: boolean;
            };
            header?: never;
            path: {
                /** ID of the fiat account (a UUID; the service refuses anything else with 400). */
                id: components["parameters"]["FiatAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The fiat account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateFiatAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The fiat account ID returned by the create fiat account operation. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFiatAccountRequest"];
            };
        };
        responses: {
            /** The updated fiat account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteFiatAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the fiat account (a UUID; the service refuses anything else with 400). */
                id: components["parameters"]["FiatAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The account was deleted; an empty object is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteFiatAccountResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** Only transactions in these statuses. */
                statuses?: ("PENDING" | "AFFIRMED" | "SETTLED" | "EXPIRED" | "CANCELLED")[];
                /** Only transactions submitted from this profile. */
                source_profile_id?: string;
                /** Only transactions addressed to this profile. */
                target_profile_id?: string;
                /**
                 * Number of results; defaults to 100. The public document states no
                 * maximum: 1000 is assumed (the maximum of the other lists).
                 */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of settlement transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementTransactionListAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSettlementTransactionRequest"];
            };
        };
        responses: {
            /** The created transaction, with status PENDING. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** Payments with these client reference IDs. When given, no other parameter is allowed. */
                ref_ids?: string[];
                /** Payments with these IDs. When given, no other parameter is allowed. */
                payment_ids?: string[];
                /** List for one customer; used together with `product`. */
                customer_id?: string;
                /**
                 * List for one product; used together with `customer_id`. Both
                 * sources list USDG_REWARDS only; the filter stays open to products
                 * added later (the service refuses one it does not know).
                 */
                product?: components["schemas"]["PaymentProductRequest"];
                /**
                 * Only payments in this status. Both sources list the same three
                 * values; the filter stays open to statuses added later.
                 */
                payment_status?: components["schemas"]["PaymentStatusRequest"];
                /**
                 * Number of results; defaults to 100. The maximum is not shown by the
                 * specification: 1000 is assumed (the maximum of the other lists).
                 */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /**
                 * Number of results. The default and maximum are not shown by the
                 * specification: a default of 100 and a maximum of 1000 are assumed
                 * (those of the deposit address list).
                 */
                limit?: number;
                /** Only accounts whose primary identity is this one. */
                identity_id?: string;
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Only items last updated strictly before this time (RFC 3339). */
                "updated_at.lt"?: components["parameters"]["UpdatedAtLt"];
                /** Only items last updated at or before this time (RFC 3339). */
                "updated_at.lte"?: components["parameters"]["UpdatedAtLte"];
                /** Only items last updated at exactly this time (RFC 3339). */
                "updated_at.eq"?: components["parameters"]["UpdatedAtEq"];
                /** Only items last updated at or after this time (RFC 3339). */
                "updated_at.gte"?: components["parameters"]["UpdatedAtGte"];
                /** Only items last updated strictly after this time (RFC 3339). */
                "updated_at.gt"?: components["parameters"]["UpdatedAtGt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of identity accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityAccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIdentityAccountRequest"];
            };
        };
        responses: {
            /** The updated account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIdentityAccountRequest"];
            };
        };
        responses: {
            /** The new account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTickers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One entry per market. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllTickers"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listDepositAddresses: {
        parameters: {
            query?: {
                /** Only addresses of these profiles; at most 100. */
                profile_ids?: string[];
                /** Only addresses of these identities; at most 100. */
                identity_ids?: string[];
                /** Only addresses on these networks; at most 100. */
                networks?: components["schemas"]["CryptoNetworkRequest"][];
                /** Only addresses with these UUIDs; at most 100. */
                ids?: string[];
                /** Only addresses with these client-specified IDs; at most 100. */
                ref_ids?: string[];
                /** Only addresses of these accounts; at most 100. */
                account_ids?: string[];
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of deposit addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositAddressPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDepositAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDepositAddressRequest"];
            };
        };
        responses: {
            /** The new deposit address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    rejectCryptoDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the crypto deposit (the transfer's UUID; the service refuses anything else with 400). */
                id: components["parameters"]["CryptoDepositId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectCryptoDepositRequest"];
            };
        };
        responses: {
            /** The deposit was rejected; an empty object is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDepositActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCryptoDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the crypto deposit (the transfer's UUID; the service refuses anything else with 400). */
                id: components["parameters"]["CryptoDepositId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCryptoDepositRequest"];
            };
        };
        responses: {
            /** The details were accepted; an empty object is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDepositActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putCryptoDestinationAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutCryptoDestinationAddressRequest"];
            };
        };
        responses: {
            /** The created or updated address, wrapped in `address`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDestinationAddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCryptoDestinationAddresses: {
        parameters: {
            query?: {
                /** Only entries with these UUIDs; at most 100. */
                ids?: string[];
                /** Only entries belonging to these identities; at most 100. */
                identity_ids?: string[];
                /** Only entries on these networks; at most 100. */
                crypto_networks?: components["schemas"]["CryptoNetworkRequest"][];
                /** Only entries for these blockchain addresses; at most 100. */
                addresses?: string[];
                /** Only entries with these nicknames; at most 100. */
                nicknames?: string[];
                /** Only bookmarked (true) or only unbookmarked (false) entries; both when omitted. */
                bookmarked_status?: boolean;
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of address-book entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDestinationAddressPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCryptoWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCryptoWithdrawalRequest"];
            };
        };
        responses: {
            /** The withdrawal transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** Missing scope, insufficient funds, or an expired guaranteed fee. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                    "application/json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCryptoWithdrawalFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCryptoWithdrawalFeeRequest"];
            };
        };
        responses: {
            /** The guaranteed fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoWithdrawalFee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createFiatWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFiatWithdrawalRequest"];
            };
        };
        responses: {
            /** The withdrawal transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** Missing scope, or insufficient funds (the needed amount includes the withdrawal fee). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                    "application/json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFiatAccounts: {
        parameters: {
            query?: {
                /** Only fiat accounts with these UUIDs; at most 100. */
                ids?: string[];
                /** Only fiat accounts created with these client-specified IDs; at most 100. */
                ref_ids?: string[];
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Also list deleted fiat accounts. */
                include_deleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of abbreviated fiat accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatAccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createFiatAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFiatAccountRequest"];
            };
        };
        responses: {
            /** The new fiat account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFiatDepositInstructions: {
        parameters: {
            query?: {
                /** Only instructions with these UUIDs; at most 100. */
                ids?: string[];
                /** Only instructions created with these client-specified IDs; at most 100. */
                ref_ids?: string[];
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of fiat deposit instructions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatDepositInstructionsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createFiatDepositInstructions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFiatDepositInstructionsRequest"];
            };
        };
        responses: {
            /** The new deposit instructions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatDepositInstructions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFiatDepositInstructions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the fiat deposit instructions (a UUID; the service refuses anything else with 400). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The deposit instructions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiatDepositInstructions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createInternalTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInternalTransferRequest"];
            };
        };
        responses: {
            /** The debit side of the transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** Missing scope, or insufficient funds in the sending profile. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                    "application/json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPaxosTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaxosTransferRequest"];
            };
        };
        responses: {
            /** The debit side of the transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** Missing scope, or insufficient funds in the sending profile. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                    "application/json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTransferLimits: {
        parameters: {
            query: {
                /** The transfer type whose limits are listed. */
                transfer_type: components["schemas"]["TransferTypeRequest"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The limits of that transfer type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferLimitList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTransfers: {
        parameters: {
            query?: {
                /** Only transfers of these profiles; at most 100. */
                profile_ids?: string[];
                /** Only transfers of these identities; at most 100. */
                identity_ids?: string[];
                /** Only transfers of these accounts; at most 100. */
                account_ids?: string[];
                /** Only transfers created with these client-specified IDs; at most 100. */
                ref_ids?: string[];
                /** Only transfers with these IDs; at most 100. */
                ids?: string[];
                /** Only transfers in these groups (both sides of internal and Paxos transfers); at most 100. */
                group_ids?: string[];
                /** Only crypto transfers with these on-chain transaction hashes; at most 100. */
                crypto_tx_hashes?: string[];
                /** Only transfers of these types (repeat the key for several); all types when omitted. */
                type?: components["schemas"]["TransferTypeRequest"][];
                /** Only transfers in these statuses. */
                statuses?: ("PENDING" | "COMPLETED" | "FAILED")[];
                /** Only transfers with these secondary statuses. */
                secondary_statuses?: ("TRAVEL_RULE_INFO_REQUESTED" | "TRAVEL_RULE_REJECTED" | "CUSTOMER_REJECTED" | "PENDING_CUSTOMER_APPROVAL")[];
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Only items last updated strictly before this time (RFC 3339). */
                "updated_at.lt"?: components["parameters"]["UpdatedAtLt"];
                /** Only items last updated at or before this time (RFC 3339). */
                "updated_at.lte"?: components["parameters"]["UpdatedAtLte"];
                /** Only items last updated at exactly this time (RFC 3339). */
                "updated_at.eq"?: components["parameters"]["UpdatedAtEq"];
                /** Only items last updated at or after this time (RFC 3339). */
                "updated_at.gte"?: components["parameters"]["UpdatedAtGte"];
                /** Only items last updated strictly after this time (RFC 3339). */
                "updated_at.gt"?: components["parameters"]["UpdatedAtGt"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /**
                 * Sort direction. The service's default depends on `order_by`:
                 * ascending when it is UPDATED_AT, descending otherwise (so no
                 * default is declared here).
                 */
                order?: "ASC" | "DESC";
                /** Timestamp to sort by; must match the timestamp filter when one is given. */
                order_by?: "CREATED_AT" | "UPDATED_AT";
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The transfer's UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * ID of the settlement transaction. The public document types it as a
                 * plain string (its examples are UUIDs), so no format is imposed.
                 */
                transaction_id: components["parameters"]["SettlementTransactionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementTransactionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * ID of the settlement transaction. The public document types it as a
                 * plain string (its examples are UUIDs), so no format is imposed.
                 */
                transaction_id: components["parameters"]["SettlementTransactionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The cancelled transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    affirmTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * ID of the settlement transaction. The public document types it as a
                 * plain string (its examples are UUIDs), so no format is imposed.
                 */
                transaction_id: components["parameters"]["SettlementTransactionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The affirmed transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listMonitoringAddress: {
        parameters: {
            query?: {
                /** Only this on-chain address (for SOLANA, the wallet account, not a derived token account). */
                address?: string;
                /**
                 * Only addresses on this network. The public document's list for
                 * this filter omits XLAYER, which it names as supported for
                 * monitoring; every network it lists is allowed here.
                 */
                crypto_network?: components["schemas"]["CryptoNetworkRequest"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of monitoring addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringAddressPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createMonitoringAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMonitoringAddressRequest"];
            };
        };
        responses: {
            /** The registered address, wrapped in `address`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringAddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMonitoringAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the monitoring address (a UUID; the service refuses anything else with 400). */
                id: components["parameters"]["MonitoringAddressId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The monitoring address, wrapped in `address`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringAddressAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateMonitoringAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the monitoring address (a UUID; the service refuses anything else with 400). */
                id: components["parameters"]["MonitoringAddressId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMonitoringAddressRequest"];
            };
        };
        responses: {
            /** The renamed address, wrapped in `address`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringAddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Page size; the service uses 1000 (its maximum) when omitted. */
                limit?: number;
                /** Sort order by creation time; this list defaults to ASC. */
                order?: "ASC" | "DESC";
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /**
                 * Only profiles whose nickname starts with this text (case-insensitive prefix; no wildcards,
                 * no regular expressions).
                 */
                nickname?: string;
                /** Only the profiles with these UUIDs; at most 100. */
                ids?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProfileRequest"];
            };
        };
        responses: {
            /** The new profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: {
                /** Also find the profile when it has been deactivated. */
                include_deactivated?: boolean;
            };
            header?: never;
            path: {
                /** UUID of the profile, or `default` for the default profile (so no UUID check is made). */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the profile (the public document gives it no format, so none is checked). */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProfileBalances: {
        parameters: {
            query?: {
                /** Only these asset codes (e.g. BTC, USD). */
                assets?: string[];
            };
            header?: never;
            path: {
                /** ID of the profile. */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The balances of the profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileBalanceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProfileBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the profile. */
                profile_id: string;
                /** Asset code, e.g. BTC. */
                asset: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The balance of the asset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileBalance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deactivateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** UUID of the profile (the public document names it a UUID; `default` is not accepted here). */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The profile was deactivated; the body is an empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDeactivation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createSandboxDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the profile to credit. */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxProfileDepositRequest"];
            };
        };
        responses: {
            /** The deposit was recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxProfileDepositResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Number of events; defaults to 100, at most 100 (the service answers 400 outside 1..100). */
                limit?: number;
                /** Only events of this type, e.g. `identity.approved`; all types when omitted. */
                type?: string;
                /** true: only test events; false or omitted: only real events. */
                is_test?: boolean;
                /** Order by `created_at`; ASC (oldest first) when omitted. */
                order?: "ASC" | "DESC";
                /** The `next_page_cursor` of the previous page, to read the page after it. */
                page_cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** Events, oldest first unless `order=DESC`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getEvent: {
        parameters: {
            query?: {
                /** true to look the id up among test events; false or omitted for real events. */
                is_test?: boolean;
            };
            header?: never;
            path: {
                /**
                 * ID of the event (the public document gives it no format; ids seen are UUIDs, but none is
                 * checked).
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listApiCredentials: {
        parameters: {
            query?: {
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** Page size, at most 1000; 0 or omitted returns all records. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Only credentials in these statuses; APPROVED only when omitted. */
                statuses?: ("APPROVED" | "DISABLED")[];
                /** Only the credentials with these ids; at most 100. */
                ids?: string[];
                /** Only the credentials with these client ids; at most 100. */
                client_ids?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of API credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiCredentialsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTaxFormRevisions: {
        parameters: {
            query: {
                /** ID of the account. */
                account_id: string;
                /** Tax year, e.g. `2024` (a string on the wire). */
                tax_year: string;
                /** Only these form types. */
                form_types?: ("FORM_1099_B" | "FORM_1099_MISC" | "FORM_1099_DA")[];
                /** Only this revision. */
                revision?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The tax form versions with their download links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxFormUrlList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTaxForms: {
        parameters: {
            query: {
                /** IDs of the accounts; at least 1, at most 50. */
                account_ids: string[];
                /** Tax year, e.g. `2024` (a string on the wire). */
                tax_year: string;
                /** Only these form types. */
                form_types?: ("FORM_1099_B" | "FORM_1099_MISC" | "FORM_1099_DA")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The current tax forms with their download links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxFormUrlList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStatements: {
        parameters: {
            query: {
                /** ID of the customer. */
                customer_id: string;
                /** Only statements with these reference ids. */
                ref_ids?: string[];
                /** Only statements with these ids. */
                statement_ids?: string[];
                /** Only statements in these statuses; all statuses when omitted. */
                statuses?: ("STATEMENT_STATUS_UNSPECIFIED" | "STATEMENT_STATUS_INITIATED" | "STATEMENT_STATUS_GENERATED" | "STATEMENT_STATUS_PAID")[];
                /** Page size; defaults to 100 (the public document states no maximum, so none is checked). */
                limit?: number;
                /** Sort order by start of the period; defaults to DESC. */
                order?: "ASC" | "DESC";
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of statements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listIdentities: {
        parameters: {
            query?: {
                /** Only identities with this summary status. */
                summary_status?: "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";
                /** Only identities with an active control of one of these kinds. */
                control_types?: ("SELL_ONLY" | "CLOSED" | "FROZEN" | "DORMANT")[];
                /** Only identities with an active control set for one of these reasons. */
                control_reason_codes?: components["schemas"]["IdentityControlReasonCodeRequest"][];
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Only items last updated strictly before this time (RFC 3339). */
                "updated_at.lt"?: components["parameters"]["UpdatedAtLt"];
                /** Only items last updated at or before this time (RFC 3339). */
                "updated_at.lte"?: components["parameters"]["UpdatedAtLte"];
                /** Only items last updated at exactly this time (RFC 3339). */
                "updated_at.eq"?: components["parameters"]["UpdatedAtEq"];
                /** Only items last updated at or after this time (RFC 3339). */
                "updated_at.gte"?: components["parameters"]["UpdatedAtGte"];
                /** Only items last updated strictly after this time (RFC 3339). */
                "updated_at.gt"?: components["parameters"]["UpdatedAtGt"];
                /**
                 * Page size (the public document states neither default nor maximum, so only the minimum is
                 * checked).
                 */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Only identities of this kind. */
                identity_type?: "PERSON" | "INSTITUTION";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of identities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIdentityRequest"];
            };
        };
        responses: {
            /** The new identity, PENDING. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getIdentity: {
        parameters: {
            query?: {
                /** Include `person_details` or `institution_details`. */
                include_details?: boolean;
                /** Include the members of an institution identity. */
                include_institution_members?: boolean;
            };
            header?: never;
            path: {
                /** ID of the identity (the public document gives it no format, so none is checked). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the identity (the public document gives it no format, so none is checked). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIdentityRequest"];
            };
        };
        responses: {
            /** The updated identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listIdentityDocuments: {
        parameters: {
            query?: {
                /** Also list the document types still missing. */
                include_pending_docs?: boolean;
            };
            header?: never;
            path: {
                /** ID of the identity. */
                identity_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The documents of the identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    documentUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the identity. */
                identity_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityDocumentUploadRequest"];
            };
        };
        responses: {
            /** The upload link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityDocumentUpload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addInstitutionMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddInstitutionMembersRequest"];
            };
        };
        responses: {
            /** The added members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstitutionMembersAdded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteInstitutionMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** Membership id (the `id` of an institution member, not its identity id). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The member was removed; the body is an empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstitutionMemberRemoval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** UUID of the account. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addAccountMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddAccountMembersRequest"];
            };
        };
        responses: {
            /** The added members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityAccountMembersAdded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccountMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** Membership id (the `id` of an account member, not its identity id). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The member was removed; the body is an empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityAccountMemberRemoval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sandboxSetIdentityStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the identity (the public document gives it no format, so none is checked). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxIdentityStatusRequest"];
            };
        };
        responses: {
            /** The statuses were set; the body is an empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxIdentityStatusResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPrices: {
        parameters: {
            query: {
                /** Markets to price; at least one. */
                markets: components["schemas"]["PricingMarket"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The prices of the requested markets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listHistoricalPrices: {
        parameters: {
            query?: {
                /** Spacing of the data points. Not together with `max_data_points`. */
                increment?: "ONE_MINUTE" | "FIVE_MINUTES" | "FIFTEEN_MINUTES" | "THIRTY_MINUTES" | "ONE_HOUR" | "TWO_HOURS" | "TWELVE_HOURS" | "ONE_DAY" | "ONE_WEEK" | "TWO_WEEKS" | "FOUR_WEEKS";
                /** Upper bound on the number of points; the service picks the finest increment that stays within it. Not together with `increment`. */
                max_data_points?: number;
                /** Only records at or after this time (RFC 3339; the bound is included). */
                "range.begin"?: components["parameters"]["RangeBegin"];
                /** Only records at or before this time (RFC 3339; the bound is included). */
                "range.end"?: components["parameters"]["RangeEnd"];
                /** Number of points per answer; defaults to 100, at most 1000. */
                "pagination.limit"?: number;
                /** Number of points to skip. */
                "pagination.offset"?: number;
            };
            header?: never;
            path: {
                /** The market. */
                market: components["schemas"]["HistoricalPricesMarket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** Average prices, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoricalPriceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listMarkets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The markets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketList"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrderBook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The market. */
                market: components["schemas"]["OrderBookMarket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The order book. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderBook"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listRecentExecutions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The market. */
                market: components["schemas"]["OrderBookMarket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The most recent trades. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentExecutionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTicker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The market. */
                market: components["schemas"]["OrderBookMarket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The statistics of the market. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticker"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listExecutions: {
        parameters: {
            query?: {
                /** Only executions of orders of this profile. */
                profile_id?: string;
                /** Only executions of orders of this account. */
                account_id?: string;
                /** Only executions of this order. */
                order_id?: string;
                /** Leave out executions after this one. */
                since_execution_id?: string;
                /** Only records at or after this time (RFC 3339; the bound is included). */
                "range.begin"?: components["parameters"]["RangeBegin"];
                /** Only records at or before this time (RFC 3339; the bound is included). */
                "range.end"?: components["parameters"]["RangeEnd"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Number of results, at most 1000. The default is not shown by the public document. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of executions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** Only orders of this profile. */
                profile_id?: string;
                /** Only orders placed under this account. */
                account_id?: string;
                /** Only orders on this market. */
                market?: components["schemas"]["TradingMarket"];
                /** Only orders in this state. */
                status?: "PENDING_SUBMISSION" | "SUBMITTED" | "OPEN" | "FILLED" | "CANCELLED" | "REJECTED" | "EXPIRED";
                /** Only orders placed at or after this time (RFC 3339; the bound is included). */
                "order_time.begin"?: components["parameters"]["OrderTimeBegin"];
                /** Only orders placed at or before this time (RFC 3339; the bound is included). */
                "order_time.end"?: components["parameters"]["OrderTimeEnd"];
                /** Only orders created with these client-specified identifiers. */
                ref_ids?: string[];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Number of results, at most 1000. The default is not shown by the public document. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProfileExecutions: {
        parameters: {
            query?: {
                /** Only executions of this order. */
                order_id?: string;
                /** Leave out executions after this one. */
                since_execution_id?: string;
                /** Only records at or after this time (RFC 3339; the bound is included). */
                "range.begin"?: components["parameters"]["RangeBegin"];
                /** Only records at or before this time (RFC 3339; the bound is included). */
                "range.end"?: components["parameters"]["RangeEnd"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Number of results; defaults to 20, at most 500. */
                limit?: number;
            };
            header?: never;
            path: {
                /** The profile the orders or executions belong to. */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of executions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProfileOrders: {
        parameters: {
            query?: {
                /** Only orders on this market. */
                market?: components["schemas"]["TradingMarket"];
                /** Only orders in this state. */
                status?: "PENDING_SUBMISSION" | "SUBMITTED" | "OPEN" | "FILLED" | "CANCELLED" | "REJECTED" | "EXPIRED";
                /** Only orders placed at or after this time (RFC 3339; the bound is included). */
                "order_time.begin"?: components["parameters"]["OrderTimeBegin"];
                /** Only orders placed at or before this time (RFC 3339; the bound is included). */
                "order_time.end"?: components["parameters"]["OrderTimeEnd"];
                /** Only orders created with these client-specified identifiers. */
                ref_ids?: string[];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Number of results, at most 1000. The default is not shown by the public document. */
                limit?: number;
            };
            header?: never;
            path: {
                /** The profile the orders or executions belong to. */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The profile the order trades for. */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** The created order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The profile the order belongs to. */
                profile_id: string;
                /** UUID of the order. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The profile the order belongs to. */
                profile_id: string;
                /** UUID of the order. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The cancellation request was accepted (an empty object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelOrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listQuotes: {
        parameters: {
            query: {
                /** Markets to quote; at least one. */
                markets: components["schemas"]["TradingMarket"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The latest quotes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listQuoteExecutions: {
        parameters: {
            query?: {
                /** Only executions on this side. */
                side?: "BUY" | "SELL";
                /** Only executions on this market. */
                market?: components["schemas"]["TradingMarket"];
                /** Only executions in this state. */
                status?: "CREATED" | "SETTLED";
                /** Only items created at or after this time (RFC 3339; the bound is included). */
                "created_at.begin"?: components["parameters"]["CreatedAtBegin"];
                /** Only items created at or before this time (RFC 3339; the bound is included). */
                "created_at.end"?: components["parameters"]["CreatedAtEnd"];
                /** Number of results. Neither the default nor the maximum is shown by the public document. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path: {
                /** The profile of the quote executions. */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of quote executions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteExecutionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createQuoteExecution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The profile to trade for. */
                profile_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQuoteExecutionRequest"];
            };
        };
        responses: {
            /** The created quote execution, in state CREATED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteExecution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getQuoteExecution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The profile of the quote executions. */
                profile_id: string;
                /** UUID of the quote execution. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The quote execution. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteExecution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createIssuerQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIssuerQuoteRequest"];
            };
        };
        responses: {
            /** The held quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuerQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createIssuerQuoteExecution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The issuer quote to execute. */
                quote_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIssuerQuoteExecutionRequest"];
            };
        };
        responses: {
            /** The execution was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuerQuoteExecutionCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listIssuerQuoteExecutions: {
        parameters: {
            query?: {
                /** Only executions for this profile. */
                profile_id?: string;
                /** Only executions in these states. */
                status?: ("PENDING" | "COMPLETE" | "FAILED")[];
                /** Only executions created at or after this time (RFC 3339; the bound is included). */
                "created_range.begin"?: string;
                /** Only executions created at or before this time (RFC 3339; the bound is included). */
                "created_range.end"?: string;
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of issuer quote executions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuerQuoteExecutionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStablecoinConversions: {
        parameters: {
            query?: {
                /** Only conversions of this profile. */
                profile_id?: string;
                /** Only the conversion created with this client-specified identifier. */
                ref_id?: string;
                /** Only items created at or after this time (RFC 3339; the bound is included). */
                "created_at.begin"?: components["parameters"]["CreatedAtBegin"];
                /** Only items created at or before this time (RFC 3339; the bound is included). */
                "created_at.end"?: components["parameters"]["CreatedAtEnd"];
                /** Only items last updated at or after this time (RFC 3339; the bound is included). */
                "updated_at.begin"?: components["parameters"]["UpdatedAtBegin"];
                /** Only items last updated at or before this time (RFC 3339; the bound is included). */
                "updated_at.end"?: components["parameters"]["UpdatedAtEnd"];
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of conversions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinConversionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createStablecoinConversion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStablecoinConversionRequest"];
            };
        };
        responses: {
            /** The created conversion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinConversion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStablecoinConversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** UUID of the conversion, as returned by `create`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The conversion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinConversion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelStablecoinConversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** UUID of the conversion, as returned by `create`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The cancelled conversion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StablecoinConversion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOrchestrations: {
        parameters: {
            query?: {
                /** Only the orchestration created with this ref_id (today's document). */
                ref_id?: string;
                /** Only orchestrations started by these rules; at most 100. */
                orchestration_rule_id?: string[];
                /** Only orchestrations from these assets; at most 100. */
                source_asset?: string[];
                /** Only orchestrations to these assets; at most 100. */
                destination_asset?: string[];
                /** Only orchestrations in these states (e.g. PROCESSING, COMPLETED, FAILED); at most 100. The public document types them as free strings, so no closed set is imposed. */
                status?: string[];
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Only these orchestrations; at most 100. */
                orchestration_id?: string[];
                /** Only orchestrations of these profiles; at most 100. */
                profile_id?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of orchestrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrchestrationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createOrchestration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrchestrationRequest"];
            };
        };
        responses: {
            /** The created orchestration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Orchestration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrchestration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** The orchestration. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The orchestration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Orchestration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOrchestrationRules: {
        parameters: {
            query?: {
                /** Only rules of this profile. */
                profile_id?: string;
                /** Only rules in these states. */
                status?: ("ACTIVE" | "DELETED" | "PENDING" | "REJECTED" | "CANCELLED")[];
                /** Only rules converting from this asset. */
                source_asset?: string;
                /** Only rules converting to this asset. */
                destination_asset?: string;
                /** Only these rules (UUIDs); at most 100. */
                ids?: string[];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrchestrationRulePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createOrchestrationRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrchestrationRuleRequest"];
            };
        };
        responses: {
            /** The created rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrchestrationRuleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteOrchestrationRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** UUID of the rule. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The rule, now DELETED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrchestrationRuleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listIdentityControls: {
        parameters: {
            query: {
                /** The identity whose controls are listed. */
                identity_id: string;
                /** Also list controls that were deleted (they carry `deleted_at`). */
                include_deleted?: boolean;
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of controls, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityControlPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createIdentityControl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIdentityControlRequest"];
            };
        };
        responses: {
            /** The control as recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityControl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteIdentityControl: {
        parameters: {
            query: {
                /** The control to remove. */
                control_id: string;
                /** Why the control is removed (free text). */
                reason?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityControlDeletion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sandboxStartKycRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the identity (the public document gives it no format, so none is checked). */
                identity_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycRefreshResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sandboxForceStartKycRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxForceStartKycRefreshRequest"];
            };
        };
        responses: {
            /** An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycRefreshResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sandboxResetKycRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxResetKycRefreshRequest"];
            };
        };
        responses: {
            /** An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycRefreshResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listVerifications: {
        parameters: {
            query?: {
                /** Only verifications of this method. */
                verification_method?: components["schemas"]["AddressVerificationMethodRequest"];
                /** Only verifications in this status. */
                status?: "PENDING" | "APPROVED" | "EXPIRED";
                /** Only verifications of addresses on this network (the document types it as a free string). */
                network?: string;
                /** Only verifications of this address. */
                address?: string;
                /** Only small-deposit verifications paying into this Paxos deposit address. */
                deposit_address?: string;
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** Only items last updated strictly before this time (RFC 3339). */
                "updated_at.lt"?: components["parameters"]["UpdatedAtLt"];
                /** Only items last updated at or before this time (RFC 3339). */
                "updated_at.lte"?: components["parameters"]["UpdatedAtLte"];
                /** Only items last updated at exactly this time (RFC 3339). */
                "updated_at.eq"?: components["parameters"]["UpdatedAtEq"];
                /** Only items last updated at or after this time (RFC 3339). */
                "updated_at.gte"?: components["parameters"]["UpdatedAtGte"];
                /** Only items last updated strictly after this time (RFC 3339). */
                "updated_at.gt"?: components["parameters"]["UpdatedAtGt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of verifications, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressVerificationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAddressVerificationRequest"];
            };
        };
        responses: {
            /** The verification, PENDING. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitAddressSignatureRequest"];
            };
        };
        responses: {
            /** The verification, APPROVED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the verification (the public document gives it no format, so none is checked). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listVasps: {
        parameters: {
            query?: {
                /** Only these VASPs; at most 100. */
                ids?: string[];
                /** Only VASPs whose name starts with this text (ignoring case). */
                search?: string;
                /** Sort order by name; the service defaults to ASC. */
                order?: "ASC" | "DESC";
                /** Field to sort by. */
                order_by?: "NAME";
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of VASPs, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaspPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getVasp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the VASP (the public document gives it no format, so none is checked). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The VASP, wrapped in `vasp`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaspResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listHistoricalCandles: {
        parameters: {
            query?: {
                /** Length of each candle. Not together with `max_data_points`. */
                increment?: "ONE_MINUTE" | "FIVE_MINUTES" | "FIFTEEN_MINUTES" | "THIRTY_MINUTES" | "ONE_HOUR" | "TWO_HOURS" | "TWELVE_HOURS" | "ONE_DAY" | "ONE_WEEK" | "TWO_WEEKS" | "FOUR_WEEKS";
                /** Upper bound on the number of candles; the service picks the finest increment that stays within it. Not together with `increment`; needs both range bounds. */
                max_data_points?: number;
                /** Only records at or after this time (RFC 3339; the bound is included). */
                "range.begin"?: components["parameters"]["RangeBegin"];
                /** Only records at or before this time (RFC 3339; the bound is included). */
                "range.end"?: components["parameters"]["RangeEnd"];
                /** Sort order by candle time; the service defaults to DESC. */
                order?: "ASC" | "DESC";
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path: {
                /** The market. */
                market: components["schemas"]["HistoricalPricesMarket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of candles, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getIssuerQuoteSettlementAvailability: {
        parameters: {
            query: {
                /** The market; the public document names PAXGUSD as the only one offered, and types it as a free string, so no closed set is imposed. */
                market: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The quantities available, and when they were computed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementAvailability"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAttributionAddresses: {
        parameters: {
            query?: {
                /** The customer; taken from the credentials when absent. */
                customer_id?: string;
                /** Only addresses on this ledger. */
                ledger?: components["schemas"]["RewardLedgerRequest"];
                /** Only this address. */
                address?: string;
                /** Only the address with this ID. */
                id?: string;
                /** Only addresses of this payout group; the zero UUID (00000000-0000-0000-0000-000000000000) selects those in none. */
                payout_group_id?: string;
                /** Give each address its balance. */
                include_balance?: boolean;
                /** The time the balances are taken at (with `include_balance`); default now. */
                balance_timestamp?: string;
                /** Only addresses of payout groups of this asset (e.g. USDG, PYUSD). */
                asset_type?: string;
                /** Only addresses in these on-chain registration statuses. */
                onchain_statuses?: components["schemas"]["RewardAddressOnchainStatusRequest"][];
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of reward addresses, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardAddressPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAttributionAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRewardAddressRequest"];
            };
        };
        responses: {
            /** The address as recorded, wrapped in `address`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardAddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    batchCreateAttributionAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchCreateRewardAddressesRequest"];
            };
        };
        responses: {
            /** The recorded and the refused addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardAddressBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAttributionAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the reward address. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RewardAddressRequest"];
            };
        };
        responses: {
            /** The updated address, wrapped in `address`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardAddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAttributionAddress: {
        parameters: {
            query?: {
                /** The customer (older form of naming the address). */
                customer_id?: string;
                /** Ledger of the address (older form of naming the address). */
                ledger?: components["schemas"]["RewardLedgerRequest"];
                /** The address itself (older form of naming the address). */
                address?: string;
            };
            header?: never;
            path: {
                /** ID of the reward address. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardDeletion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listClaimSchedules: {
        parameters: {
            query?: {
                /** Only schedules of this payout group. */
                payout_group_id?: string;
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of claim schedules, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimSchedulePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createClaimSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClaimScheduleRequest"];
            };
        };
        responses: {
            /** The schedule, wrapped in `claim_schedule`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimScheduleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateClaimSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the claim schedule. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimScheduleTiming"];
            };
        };
        responses: {
            /** The schedule, wrapped in `claim_schedule`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimScheduleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteClaimSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the claim schedule. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardDeletion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listClaims: {
        parameters: {
            query?: {
                /** Only claims of this payout group. */
                payout_group_id?: string;
                /** Only claims in these on-chain statuses. */
                statuses?: ("PENDING" | "SUBMITTED" | "CONFIRMED" | "FAILED")[];
                /** Only claims on this chain. */
                chain?: string;
                /** Only claims of payout groups in this jurisdiction. */
                jurisdiction?: string;
                /** Only claims created at or after this time (RFC 3339). */
                start_time?: string;
                /** Only claims created at or before this time (RFC 3339). */
                end_time?: string;
                /** Only claims of this asset (e.g. USDG, PYUSD). */
                asset_type?: string;
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of claims, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRewardDetails: {
        parameters: {
            query?: {
                /** Only figures of this asset (e.g. USDG, PYUSD). */
                asset_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRewardsRates: {
        parameters: {
            query?: {
                /** The asset (e.g. USDG, PYUSD). */
                asset_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The rates, under `rates`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardRateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPayoutGroups: {
        parameters: {
            query?: {
                /** Only groups of this asset (e.g. USDG, PYUSD). */
                asset_type?: string;
                /** Only groups whose name starts with this text (ignoring case). */
                name_prefix?: string;
                /** Only groups with this claimer address. */
                claimer_address?: string;
                /** Only groups on this ledger (network). */
                ledger?: string;
                /** Only groups in this jurisdiction. */
                jurisdiction?: string;
                /** Only groups in these on-chain registration statuses. */
                onchain_statuses?: components["schemas"]["PayoutGroupOnchainStatusRequest"][];
                /** Only groups holding at least this balance (a decimal in the asset's units, e.g. "1000.50"; sent as given). */
                min_balance?: string;
                /** Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of payout groups, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutGroupPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPayoutGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePayoutGroupRequest"];
            };
        };
        responses: {
            /** The group, wrapped in `group`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutGroupResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updatePayoutGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the payout group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePayoutGroupRequest"];
            };
        };
        responses: {
            /** The group, wrapped in `group`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutGroupResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePayoutGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the payout group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardDeletion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listRewardsStatements: {
        parameters: {
            query?: {
                /** Only statements of this asset (e.g. USDG, PYUSD). */
                asset_type?: string;
                /** Only statements of this kind. */
                type?: "STATEMENT_TYPE_MONTHLY_REWARDS";
                /** Number of results; defaults to 12, at most 1000. */
                limit?: number;
                /** The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** One page of statements, under `items`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsStatementPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRewardsStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** ID of the statement (a UUID in the document's examples; no format is checked). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** The statement, wrapped in `statement`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsStatementResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
