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
        get?: never;
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
        delete?: never;
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
        get?: never;
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
        put?: never;
        post?: never;
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
        CryptoNetwork: "BITCOIN" | "ETHEREUM" | "BITCOIN_CASH" | "LITECOIN" | "SOLANA" | "POLYGON_POS" | "BASE" | "ARBITRUM_ONE" | "INK" | "XLAYER" | (string & {});
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
        TickerMarket: "ETHUSD" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "USDPUSD" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | (string & {});
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
    country?: string;
    address1?: string;
    address2?: string;
    city?: string;
    province?: string;
    zip_code?: string;
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
    routing_number_type?: components["schemas"]["RoutingNumberType"];
    /** The routing number. */
    routing_number?: string;
    /** Name of the bank. */
    bank_name?: string;
    bank_address?: components["schemas"]["MailingAddress"];
};
/**
 * Wire transfer details of a bank account. The public document requires
 * the account number, the owner's address and the routing details; the
 * specification marks none, and the public document's own update
 * example returns a wire without them, so none is required here.
 */
export type WireInstructions = {
    /** The fiat account owner's bank account number. */
    account_number?: string;
    fiat_account_owner_address?: components["schemas"]["MailingAddress"];
    routing_details?: components["schemas"]["RoutingDetails"];
    intermediary_routing_details?: components["schemas"]["RoutingDetails"];
};
/** Instructions of the CBIT network (public document only). */
export type CbitInstructions = {
    /** Wallet address of the CBIT account. */
    wallet_address?: string;
};
/** Instructions of the DBS account network (public document only). */
export type DbsActInstructions = {
    /** Account number of the DBS account. */
    account_number?: string;
};
/** Instructions of the CUBIX network (public document only). */
export type CubixInstructions = {
    /** UUID of the CUBIX account. */
    account_id?: string;
};
/** Instructions of the Standard Chartered network (public document only). */
export type ScbInstructions = {
    /** Account number of the Standard Chartered account. */
    account_number?: string;
};
/**
 * Bank-transfer instructions, one network per field. The specification
 * shows only `wire`; the public document adds `cbit`, `dbs_act`,
 * `cubix` and `scb`. `status` and `metadata` appear beside the network
 * in fiat account responses (in the specification and in the public
 * document's example, though not in its schema), so they are declared
 * too.
 */
export type FiatNetworkInstructions = {
    wire?: components["schemas"]["WireInstructions"];
    cbit?: components["schemas"]["CbitInstructions"];
    dbs_act?: components["schemas"]["DbsActInstructions"];
    cubix?: components["schemas"]["CubixInstructions"];
    scb?: components["schemas"]["ScbInstructions"];
    status?: components["schemas"]["FiatNetworkInstructionsStatus"];
    metadata?: components["schemas"]["FreeFormMetadata"];
};
/** A person owning a fiat account (both names are required in requests only). */
export type PersonDetails = {
    first_name?: string;
    last_name?: string;
};
/** An institution owning a fiat account (the name is required in requests only). */
export type InstitutionDetails = {
    name?: string;
};
/**
 * Owner of a fiat account: carries one of `person_details` or
 * `institution_details`. The public document's schema puts the network
 * instructions at the top level of the fiat account, while its example
 * answer of an update puts them here (and the specification allows
 * either), so they are declared in both places.
 */
export type FiatAccountOwner = {
    person_details?: components["schemas"]["PersonDetails"];
    institution_details?: components["schemas"]["InstitutionDetails"];
    fiat_network_instructions?: components["schemas"]["FiatNetworkInstructions"];
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
    fiat_network_instructions?: components["schemas"]["FiatNetworkInstructions"];
    status?: components["schemas"]["FiatAccountStatus"];
    /** Creation time. */
    created_at: string;
    /** Optional client-specified identifier, for idempotence. */
    ref_id?: string;
    /** Identity of the user owning the fiat account. */
    identity_id?: string;
    /** Account of the user; needed only for customers with third-party integrations initiating transfers on behalf of end users. */
    account_id?: string;
    fiat_account_owner?: components["schemas"]["FiatAccountOwner"];
    metadata?: components["schemas"]["FiatAccountMetadata"];
    /** Time of the most recent update. */
    updated_at?: string;
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
/**
 * Full bank-transfer instructions, as sent: one network per field (the
 * public document lists wire, cbit, dbs_act, cubix and scb; the
 * specification shows only wire). `status` and `metadata` are answers
 * of the service, not fields a client sends, so they are refused.
 */
export type FiatNetworkInstructionsRequest = {
    wire?: components["schemas"]["WireInstructionsRequest"];
    cbit?: components["schemas"]["CbitInstructionsRequest"];
    dbs_act?: components["schemas"]["DbsActInstructionsRequest"];
    cubix?: components["schemas"]["CubixInstructionsRequest"];
    scb?: components["schemas"]["ScbInstructionsRequest"];
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
    algorithm?: string;
    public_key?: string;
    nickname?: string;
    id?: string;
    client_id?: string;
    active?: boolean;
};
/**
 * An API credentials record. Neither source marks a field required, so
 * none is (an earlier version of this document required `id`).
 */
export type ApiCredentials = {
    id?: string;
    customer_id?: string;
    client_id?: string;
    client_public_keys?: components["schemas"]["ClientPublicKey"][];
    status?: components["schemas"]["ApiCredentialsStatus"];
    /** An RFC 3339 timestamp. */
    created_at?: string;
    /** An RFC 3339 timestamp. */
    updated_at?: string;
    nickname?: string;
    ip_allowlist?: string[];
    enforce_request_signing?: boolean;
    client_scopes?: string[];
    created_by?: string;
};
/**
 * Response of a credentials deletion. Neither source marks
 * `credentials` required; it is optional, so an answer without the
 * record still reads as a success.
 */
export type DeletedApiCredentials = {
    credentials?: components["schemas"]["ApiCredentials"];
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
    direction: components["schemas"]["LegDirection"];
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
    id?: string;
    customer_id?: string;
    /** Set when the payment is made at profile level. */
    profile_id?: string;
    /** Set when the payment is made at account level. */
    account_id?: string;
    /** Reference of the statement this payment settles. */
    ref_id?: string;
    product?: components["schemas"]["PaymentProduct"];
    payment_type?: components["schemas"]["PaymentType"];
    /** Source of the payment; empty for USDG reward payments. */
    payment_source?: string;
    /** Identifier of the destination (the payout address). */
    payment_destination?: string;
    /** Asset code. */
    payment_asset?: string;
    /** Decimal amount, kept as the exact string sent by the service. */
    payment_amount?: string;
    payment_status?: components["schemas"]["PaymentStatus"];
    /** Identifier of the transaction that carried out the payment. */
    payment_tx_id?: string;
    /** Free-text description of the payment. */
    description?: string;
    /**
     * Client metadata of the payment. The public document types it as
     * a string (unlike the key/value metadata elsewhere); the
     * specification does not show it.
     */
    metadata?: string;
    /** An RFC 3339 timestamp. */
    created_at?: string;
    /** An RFC 3339 timestamp. */
    processed_at?: string;
};
/**
 * One page of payments. `payments` is optional (neither source requires
 * it, and a service that omits empty fields may leave it out of an
 * empty page, which then reads as no items). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type PaymentPage = {
    payments?: components["schemas"]["Payment"][];
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string;
};
/** A member of an identity account. */
export type IdentityAccountMember = {
    identity_id?: string;
    type?: components["schemas"]["IdentityAccountMemberType"];
    /**
     * Roles of the member. The public document's own example lists
     * `null` entries here; a null entry is accepted and kept as null
     * rather than refusing the page.
     */
    roles?: (components["schemas"]["IdentityAccountMemberRole"] | null)[];
    /** Member identifier, assigned by the service. */
    id?: string;
};
/**
 * An identity account with its members. Neither source marks a field
 * required, so none is (an earlier version of this document required
 * `id`).
 */
export type IdentityAccount = {
    id?: string;
    /** Primary identity. */
    identity_id?: string;
    description?: string;
    /** Set by Paxos staff to switch the account off. */
    admin_disabled?: boolean;
    /** Set by the API user to switch the account off. */
    user_disabled?: boolean;
    metadata?: components["schemas"]["FreeFormMetadata"];
    /** Client-specified identifier, unique per API user. */
    ref_id?: string;
    members?: components["schemas"]["IdentityAccountMember"][];
    /** An RFC 3339 timestamp. */
    created_at?: string;
    /** An RFC 3339 timestamp. */
    updated_at?: string;
    summary_status?: components["schemas"]["IdentityAccountSummaryStatus"];
    /** Profile created for the account; absent when none was. */
    profile_id?: string;
    type?: components["schemas"]["IdentityAccountType"];
};
/**
 * One page of identity accounts. `items` is optional (neither source
 * requires it, and a service that omits empty fields may leave it out
 * of an empty page, which then reads as no items). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type IdentityAccountPage = {
    items?: components["schemas"]["IdentityAccount"][];
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string;
};
/** A price and an amount. */
export type TickerQuote = {
    /** A decimal string, exact as the service sent it. */
    price?: string;
    /** A decimal string, exact as the service sent it. */
    amount?: string;
};
/** The period a statistics object covers, both ends included. */
export type TimeRange = {
    /** An RFC 3339 timestamp. */
    begin?: string;
    /** An RFC 3339 timestamp. */
    end?: string;
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
    high?: string;
    /** Lowest price in the period. */
    low?: string;
    /** First price in the period. */
    open?: string;
    /** A decimal string, exact as the service sent it. */
    volume?: string;
    /** Volume-weighted average price over the period. */
    volume_weighted_average_price?: string;
    /** An RFC 3339 timestamp. */
    start_time?: string;
    /** An RFC 3339 timestamp. */
    end_time?: string;
    range?: components["schemas"]["TimeRange"];
};
/** Order-book statistics of one market. */
export type Ticker = {
    market?: components["schemas"]["TickerMarket"];
    best_bid?: components["schemas"]["TickerQuote"];
    best_ask?: components["schemas"]["TickerQuote"];
    last_execution?: components["schemas"]["TickerQuote"];
    last_day?: components["schemas"]["TickerStatistics"];
    today?: components["schemas"]["TickerStatistics"];
    /** Time at which the data was retrieved. */
    snapshot_at?: string;
};
/** The tickers wrapped in an object, the form of the public document's schema. */
export type TickerList = {
    tickers?: components["schemas"]["Ticker"][];
};
/**
 * A crypto deposit address. The public document requires seven of its
 * fields; the specification marks none, so none is required (an
 * earlier version of this document required `id`).
 */
export type DepositAddress = {
    /** A UUID. */
    id?: string;
    /** The profile whose balance a deposit here increases. */
    profile_id?: string;
    customer_id?: string;
    /** The end user (an identity) expected to send deposits here. */
    identity_id?: string;
    /** Account of that identity linked to the address (public document only). */
    account_id?: string;
    /** Client-specified identifier. */
    ref_id?: string;
    crypto_network?: components["schemas"]["CryptoNetwork"];
    /**
     * Blockchain address. The public document's example writes an
     * Ethereum address without quotes, which a YAML reader turns into
     * a number; its schema and the specification both say string, and
     * a 160-bit address cannot survive as a JSON number, so only the
     * string form is accepted.
     */
    address?: string;
    conversion_target_asset?: components["schemas"]["ConversionTargetAsset"];
    /** Networks on which deposits to this address are accepted. */
    compatible_crypto_networks?: components["schemas"]["CryptoNetwork"][];
    metadata?: components["schemas"]["FreeFormMetadata"];
    /** An RFC 3339 timestamp. */
    created_at?: string;
};
/**
 * One page of deposit addresses. `items` is optional (neither source
 * requires it, and a service that omits empty fields may leave it out
 * of an empty page, which then reads as no items). The last page omits
 * `next_page_cursor` or leaves it empty.
 */
export type DepositAddressPage = {
    items?: components["schemas"]["DepositAddress"][];
    /** Opaque cursor of the next page; absent or empty on the last page. */
    next_page_cursor?: string;
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
    type?: string;
    /** Short human-readable summary of the problem type. */
    title?: string;
    /** The HTTP status code. */
    status?: number;
    /** Human-readable explanation of this occurrence. */
    detail?: string;
    /** URI identifying this occurrence. */
    instance?: string;
    meta?: components["schemas"]["FreeFormMetadata"];
};
/** Success answer of the token endpoint. */
export type TokenResponse = {
    access_token: string;
    /** Lifetime of the token in seconds. */
    expires_in: number;
    /** Granted scopes, space-separated. */
    scope?: string;
    /** Always `bearer` (case-insensitive). */
    token_type: string;
};
/** Failure answer of the token endpoint (RFC 6749 section 5.2). */
export type TokenError = {
    error: components["schemas"]["OAuthErrorCode"];
    error_description?: string;
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
                product?: components["schemas"]["PaymentProduct"];
                /**
                 * Only payments in this status. Both sources list the same three
                 * values; the filter stays open to statuses added later.
                 */
                payment_status?: components["schemas"]["PaymentStatus"];
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
}
