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
         * @description Simulates an incoming fiat wire deposit, credited by the `memo_id` of a
         *     previous fiat deposit instructions response. Available only in the
         *     sandbox environment. The request has no idempotency key, so it must
         *     not be retried once it may have reached the server.
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
         * @description Deletes the API credentials identified by `client_id` and returns the
         *     deleted record. The effect on access tokens already issued is not
         *     shown by the specification; do not rely on them being revoked at once.
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
         * @description Updates the owner, the network instructions or the metadata of a fiat account.
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
         * @description Creates a bilateral settlement transaction with one or more legs. The
         *     transaction starts PENDING with a server-assigned id and leg ids.
         *     `ref_id` is the idempotency key; the outcome of repeating a `ref_id`
         *     is not shown by the specification: expect either the original
         *     transaction or a 409 problem, never a second transaction.
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
         * @description Lists payments made to customers. Either list by `ref_ids`, or by
         *     `payment_ids`, or for one customer and product (`customer_id` with
         *     `product`). When `ref_ids` or `payment_ids` is given, no other
         *     parameter is allowed (see `x-exclusive-parameters`).
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
         * @description Lists identity accounts with their members.
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
         * @description Order-book statistics for all markets over the last 24 hours and from
         *     midnight UTC until now. Prices come from external venues when the
         *     service's own exchange is not available. Whether this endpoint needs
         *     authorization is not shown by the specification: it is public market
         *     data, so it is declared without credentials (`security: []`) and the
         *     SDK never sends a token to it.
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
         * @description Lists crypto deposit addresses.
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
        /** @description Status of a fiat account. Transitions are not shown by the specification. */
        FiatAccountStatus: "PENDING" | "APPROVED" | "REJECTED" | (string & {});
        /** @description Status carried alongside `wire` in fiat account responses; only PENDING is observed. */
        FiatNetworkInstructionsStatus: "PENDING" | (string & {});
        /** @description Kind of bank routing number. */
        RoutingNumberType: "ABA" | "SWIFT" | (string & {});
        /**
         * @description Status of a settlement transaction: PENDING on creation; AFFIRMED
         *     (eligible once within the window); SETTLED; EXPIRED (the window ended
         *     first); CANCELLED (by the source profile).
         */
        SettlementStatus: "PENDING" | "AFFIRMED" | "SETTLED" | "EXPIRED" | "CANCELLED" | (string & {});
        /** @description Direction of a settlement leg. DELIVER is observed; other values are not shown. */
        LegDirection: "DELIVER" | (string & {});
        /** @description Product a payment belongs to. */
        PaymentProduct: "USDG_REWARDS" | (string & {});
        /** @description Status of a payment. Transitions are not shown by the specification. */
        PaymentStatus: "PAYMENT_STATUS_PENDING" | "PAYMENT_STATUS_COMPLETED" | "PAYMENT_STATUS_FAILED" | (string & {});
        /** @description Kind of payment. PAYMENT_TYPE_CRYPTO_WITHDRAWAL is observed; other values are not shown. */
        PaymentType: "PAYMENT_TYPE_CRYPTO_WITHDRAWAL" | (string & {});
        /** @description Kind of identity account. BROKERAGE is observed; the complete set is not shown. */
        IdentityAccountType: "BROKERAGE" | (string & {});
        /** @description Summary status of an identity account. PENDING is observed; the complete set is not shown. */
        IdentityAccountSummaryStatus: "PENDING" | (string & {});
        /** @description Kind of account member. BENEFICIAL_OWNER is observed; the complete set is not shown. */
        IdentityAccountMemberType: "BENEFICIAL_OWNER" | (string & {});
        /** @description Role of an account member. BENEFICIAL_OWNER is observed; the complete set is not shown. */
        IdentityAccountMemberRole: "BENEFICIAL_OWNER" | (string & {});
        /** @description Blockchain network. ETHEREUM is observed; the complete set is not shown. */
        CryptoNetwork: "ETHEREUM" | (string & {});
        /** @description Status of API credentials. APPROVED is observed; the complete set is not shown. */
        ApiCredentialsStatus: "APPROVED" | (string & {});
        /** @description Market of a ticker entry. */
        TickerMarket: "ETHUSD" | "BTCUSD" | "PAXGUSD" | "BCHUSD" | "LTCUSD" | "USDPUSD" | "LINKUSD" | "MATICUSD" | "AAVEUSD" | "UNIUSD" | (string & {});
        /** @description Error code of a failed token request (RFC 6749 section 5.2). */
        OAuthErrorCode: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | (string & {});
        /** @description Free key/value pairs; values of any JSON type (strings and integers are observed). */
        FreeFormMetadata: {
            [key: string]: unknown;
        };
        /** @description Client-specified key/value pairs of a fiat account; at most 6 pairs, each key and value at most 100 characters. */
        FiatAccountMetadata: {
            [key: string]: string;
        };
        /** @description A postal address. The format of `country` beyond being a string is not shown, so none is imposed. */
        MailingAddress: {
            country?: string;
            address1?: string;
            address2?: string;
            city?: string;
            province?: string;
            zip_code?: string;
        };
        /** @description How to route a wire to the bank. */
        RoutingDetails: {
            routing_number_type?: components["schemas"]["RoutingNumberType"];
            /** @description The routing number. */
            routing_number?: string;
            /** @description Name of the bank. */
            bank_name?: string;
            bank_address?: components["schemas"]["MailingAddress"];
        };
        /** @description Wire transfer details of a bank account. */
        WireInstructions: {
            /** @description The fiat account owner's bank account number. */
            account_number?: string;
            fiat_account_owner_address?: components["schemas"]["MailingAddress"];
            routing_details?: components["schemas"]["RoutingDetails"];
        };
        /**
         * @description Bank-transfer instructions. The only network carried is `wire`;
         *     networks other than wire are not shown (and would be kept as unknown
         *     fields). `status` and `metadata` appear alongside `wire` in fiat
         *     account responses.
         */
        FiatNetworkInstructions: {
            wire?: components["schemas"]["WireInstructions"];
            status?: components["schemas"]["FiatNetworkInstructionsStatus"];
            metadata?: components["schemas"]["FreeFormMetadata"];
        };
        /** @description A person owning a fiat account. */
        PersonDetails: {
            first_name?: string;
            last_name?: string;
        };
        /** @description An institution owning a fiat account. */
        InstitutionDetails: {
            name?: string;
        };
        /**
         * @description Owner of a fiat account: carries one of `person_details` or
         *     `institution_details`. Other owner attributes are not shown. A
         *     response may carry `fiat_network_instructions` here instead of at the
         *     top level of the fiat account (which placement applies is not shown),
         *     so it is declared in both places.
         */
        FiatAccountOwner: {
            person_details?: components["schemas"]["PersonDetails"];
            institution_details?: components["schemas"]["InstitutionDetails"];
            fiat_network_instructions?: components["schemas"]["FiatNetworkInstructions"];
        };
        /**
         * @description Bank-transfer instructions and owner details that belong to an
         *     identity and an account. Required fields follow the specification's
         *     "Required (in responses)" column.
         */
        FiatAccount: {
            /**
             * Format: uuid
             * @description Fiat account identifier.
             */
            id: string;
            fiat_network_instructions: components["schemas"]["FiatNetworkInstructions"];
            status: components["schemas"]["FiatAccountStatus"];
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /** @description Optional client-specified identifier, for idempotence. */
            ref_id?: string;
            /** @description Identity of the user owning the fiat account. */
            identity_id?: string;
            /** @description Account of the user; needed only for customers with third-party integrations initiating transfers on behalf of end users. */
            account_id?: string;
            fiat_account_owner?: components["schemas"]["FiatAccountOwner"];
            metadata?: components["schemas"]["FiatAccountMetadata"];
            /**
             * Format: date-time
             * @description Time of the most recent update.
             */
            updated_at?: string;
        };
        /** @description Body of a fiat account update. No field is marked required. */
        UpdateFiatAccountRequest: {
            fiat_account_owner?: components["schemas"]["FiatAccountOwner"];
            fiat_network_instructions?: components["schemas"]["FiatNetworkInstructions"];
            metadata?: components["schemas"]["FiatAccountMetadata"];
        };
        /**
         * @description Body of a simulated fiat deposit. Which fields are required is not
         *     shown: `amount`, `asset` and `memo_id` are declared required, since a
         *     deposit cannot be credited without them.
         */
        CreateSandboxFiatDepositRequest: {
            /**
             * Format: decimal
             * @description Amount to deposit, a positive decimal string (no sign, no exponent, not zero).
             */
            amount: string;
            /**
             * @description Asset to deposit; only USD is currently supported.
             * @enum {string}
             */
            asset: "USD";
            /** @description The memo identifier of a previous fiat deposit instructions response. */
            memo_id: string;
            fiat_network_instructions?: components["schemas"]["FiatNetworkInstructions"];
            fiat_account_owner?: components["schemas"]["FiatAccountOwner"];
        };
        /** @description Response of a simulated deposit; an empty object (fields a later version adds are kept). */
        SandboxFiatDepositResult: {
            [key: string]: unknown;
        };
        /** @description A public key registered for request signing. */
        ClientPublicKey: {
            algorithm?: string;
            public_key?: string;
            nickname?: string;
            id?: string;
            client_id?: string;
            active?: boolean;
        };
        /** @description An API credentials record. `id` is declared required (a decision; the specification marks no field). */
        ApiCredentials: {
            id: string;
            customer_id?: string;
            client_id?: string;
            client_public_keys?: components["schemas"]["ClientPublicKey"][];
            status?: components["schemas"]["ApiCredentialsStatus"];
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string;
            nickname?: string;
            ip_allowlist?: string[];
            enforce_request_signing?: boolean;
            client_scopes?: string[];
            created_by?: string;
        };
        /** @description Response of a credentials deletion. */
        DeletedApiCredentials: {
            credentials: components["schemas"]["ApiCredentials"];
        };
        /**
         * @description A one-way asset movement, as returned. All four fields are declared
         *     required (a decision: the specification says `id` is present in
         *     responses, and a leg without direction, asset or amount cannot exist).
         */
        SettlementLeg: {
            id: string;
            direction: components["schemas"]["LegDirection"];
            /** @description Asset code. */
            asset: string;
            /**
             * Format: decimal
             * @description Decimal amount.
             */
            amount: string;
        };
        /**
         * @description A one-way asset movement, as sent (no leg id). Which leg fields are
         *     required is not shown: all three are declared required, since a leg
         *     without them cannot be settled.
         */
        SettlementLegRequest: {
            direction: components["schemas"]["LegDirection"];
            /** @description Asset code. */
            asset: string;
            /**
             * Format: decimal
             * @description Decimal amount, a positive decimal string (no sign, no exponent, not zero).
             */
            amount: string;
        };
        /**
         * @description Body of a settlement transaction creation. The specification marks no
         *     field required; this document requires the two profiles and at least
         *     one leg (a decision: a transaction without them cannot settle, and the
         *     service refuses it). `ref_id` is optional on the wire; the SDK always
         *     sends one, generating it when the caller gives none.
         */
        CreateSettlementTransactionRequest: {
            /** @description Idempotency key. */
            ref_id?: string;
            /**
             * Format: date-time
             * @description Start of the settlement window; if omitted, eligible immediately upon success.
             */
            settlement_window_start?: string;
            /**
             * Format: date-time
             * @description End of the settlement window; a transaction neither cancelled nor settled by then expires.
             */
            settlement_window_end?: string;
            /** @description Profile ID of the submitting entity. */
            source_profile_id: string;
            /** @description Profile ID of the receiving entity. */
            target_profile_id: string;
            legs: components["schemas"]["SettlementLegRequest"][];
        };
        /**
         * @description A bilateral settlement transaction. Required fields follow the
         *     specification's "Required (in responses)" column.
         */
        SettlementTransaction: {
            /** @description Transaction identifier. */
            id: string;
            /** @description Idempotency key. */
            ref_id: string;
            /**
             * Format: date-time
             * @description Start of the window in which the transaction is eligible for settlement.
             */
            settlement_window_start: string;
            /**
             * Format: date-time
             * @description End of the window; a transaction neither cancelled nor settled by then expires.
             */
            settlement_window_end: string;
            /** @description Profile ID of the entity submitting the transaction. */
            source_profile_id: string;
            /** @description Profile ID of the entity receiving the transaction. */
            target_profile_id: string;
            legs: components["schemas"]["SettlementLeg"][];
            status: components["schemas"]["SettlementStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A statement entry. `id` is declared required (a decision; the specification marks no field). */
        Payment: {
            id: string;
            customer_id?: string;
            profile_id?: string;
            account_id?: string;
            ref_id?: string;
            product?: components["schemas"]["PaymentProduct"];
            payment_type?: components["schemas"]["PaymentType"];
            /** @description Identifier of the destination. */
            payment_destination?: string;
            /** @description Asset code. */
            payment_asset?: string;
            /**
             * Format: decimal
             * @description Decimal amount.
             */
            payment_amount?: string;
            payment_status?: components["schemas"]["PaymentStatus"];
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            processed_at?: string;
        };
        /**
         * @description One page of payments. `payments` is optional (a decision: a service that omits
         *     empty fields may leave it out of an empty page, which then reads as
         *     no items). The last page omits `next_page_cursor` or leaves it empty.
         */
        PaymentPage: {
            payments?: components["schemas"]["Payment"][];
            /** @description Opaque cursor of the next page; absent or empty on the last page. */
            next_page_cursor?: string;
        };
        /** @description A member of an identity account. */
        IdentityAccountMember: {
            identity_id?: string;
            type?: components["schemas"]["IdentityAccountMemberType"];
            roles?: components["schemas"]["IdentityAccountMemberRole"][];
            id?: string;
        };
        /** @description An identity account with its members. `id` is declared required (a decision; the specification marks no field). */
        IdentityAccount: {
            id: string;
            /** @description Primary identity. */
            identity_id?: string;
            description?: string;
            admin_disabled?: boolean;
            user_disabled?: boolean;
            metadata?: components["schemas"]["FreeFormMetadata"];
            ref_id?: string;
            members?: components["schemas"]["IdentityAccountMember"][];
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string;
            summary_status?: components["schemas"]["IdentityAccountSummaryStatus"];
            profile_id?: string;
            type?: components["schemas"]["IdentityAccountType"];
        };
        /**
         * @description One page of identity accounts. `items` is optional (a decision: a service that omits
         *     empty fields may leave it out of an empty page, which then reads as
         *     no items). The last page omits `next_page_cursor` or leaves it empty.
         */
        IdentityAccountPage: {
            items?: components["schemas"]["IdentityAccount"][];
            /** @description Opaque cursor of the next page; absent or empty on the last page. */
            next_page_cursor?: string;
        };
        /** @description A price and an amount. */
        TickerQuote: {
            /** Format: decimal */
            price?: string;
            /** Format: decimal */
            amount?: string;
        };
        /**
         * @description Statistics over a period. The specification mentions a volume-weighted
         *     average price whose field name is not shown, so it is not declared;
         *     it is kept as an unknown field.
         */
        TickerStatistics: {
            /**
             * Format: decimal
             * @description Highest price in the period.
             */
            high?: string;
            /**
             * Format: decimal
             * @description Lowest price in the period.
             */
            low?: string;
            /**
             * Format: decimal
             * @description First price in the period.
             */
            open?: string;
            /** Format: decimal */
            volume?: string;
            /** Format: date-time */
            start_time?: string;
            /** Format: date-time */
            end_time?: string;
        };
        /** @description Order-book statistics of one market. */
        Ticker: {
            market?: components["schemas"]["TickerMarket"];
            best_bid?: components["schemas"]["TickerQuote"];
            best_ask?: components["schemas"]["TickerQuote"];
            last_execution?: components["schemas"]["TickerQuote"];
            last_day?: components["schemas"]["TickerStatistics"];
            today?: components["schemas"]["TickerStatistics"];
            /**
             * Format: date-time
             * @description Time at which the data was retrieved.
             */
            snapshot_at?: string;
        };
        /**
         * @description A crypto deposit address. `id` is declared required (a decision; the
         *     specification marks no field). The complete value sets of
         *     `crypto_network` and `conversion_target_asset` are not shown.
         */
        DepositAddress: {
            /** Format: uuid */
            id: string;
            profile_id?: string;
            customer_id?: string;
            identity_id?: string;
            /** @description Client-specified identifier. */
            ref_id?: string;
            crypto_network?: components["schemas"]["CryptoNetwork"];
            /** @description Blockchain address. */
            address?: string;
            /** @description Asset code deposits are converted to; USD is observed. */
            conversion_target_asset?: string;
            compatible_crypto_networks?: components["schemas"]["CryptoNetwork"][];
            metadata?: components["schemas"]["FreeFormMetadata"];
            /** Format: date-time */
            created_at?: string;
        };
        /**
         * @description One page of deposit addresses. `items` is optional (a decision: a service that omits
         *     empty fields may leave it out of an empty page, which then reads as
         *     no items). The last page omits `next_page_cursor` or leaves it empty.
         */
        DepositAddressPage: {
            items?: components["schemas"]["DepositAddress"][];
            /** @description Opaque cursor of the next page; absent or empty on the last page. */
            next_page_cursor?: string;
        };
        /**
         * @description RFC 9457 problem details, the error body of every operation (the
         *     specification does not show error bodies). All members are optional.
         */
        Problem: {
            /**
             * Format: uri
             * @description URI identifying the problem type.
             * @default about:blank
             */
            type?: string;
            /** @description Short human-readable summary of the problem type. */
            title?: string;
            /** @description The HTTP status code. */
            status?: number;
            /** @description Human-readable explanation of this occurrence. */
            detail?: string;
            /**
             * Format: uri-reference
             * @description URI identifying this occurrence.
             */
            instance?: string;
            meta?: components["schemas"]["FreeFormMetadata"];
        };
        /** @description Success answer of the token endpoint. */
        TokenResponse: {
            access_token: string;
            /** @description Lifetime of the token in seconds. */
            expires_in: number;
            /** @description Granted scopes, space-separated. */
            scope?: string;
            /** @description Always `bearer` (case-insensitive). */
            token_type: string;
        };
        /** @description Failure answer of the token endpoint (RFC 6749 section 5.2). */
        TokenError: {
            error: components["schemas"]["OAuthErrorCode"];
            error_description?: string;
        };
    };
    responses: {
        /** @description The request broke a rule of the API (a malformed body, a parameter rule, a limit). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The access token is missing, invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The access token lacks the scope of the operation, or the operation is not available here. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource named in the path does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state, e.g. a `ref_id` already used for a different request. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limited (the limits are not shown by the specification). Retry after the time given by `Retry-After`. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait, or an HTTP date. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The service failed or is unavailable; safe to retry for idempotent requests. */
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
        /** @description The `next_page_cursor` of the previous page; omit for the first page. */
        PageCursor: string;
        /** @description Sort order by creation time; the service defaults to DESC. */
        Order: "ASC" | "DESC";
        /** @description Field to sort by. */
        OrderBy: "CREATED_AT";
        /** @description Only items created strictly before this time (RFC 3339). */
        CreatedAtLt: string;
        /** @description Only items created at or before this time (RFC 3339). */
        CreatedAtLte: string;
        /** @description Only items created at exactly this time (RFC 3339). */
        CreatedAtEq: string;
        /** @description Only items created at or after this time (RFC 3339). */
        CreatedAtGte: string;
        /** @description Only items created strictly after this time (RFC 3339). */
        CreatedAtGt: string;
        /** @description Only items last updated strictly before this time (RFC 3339). */
        UpdatedAtLt: string;
        /** @description Only items last updated at or before this time (RFC 3339). */
        UpdatedAtLte: string;
        /** @description Only items last updated at exactly this time (RFC 3339). */
        UpdatedAtEq: string;
        /** @description Only items last updated at or after this time (RFC 3339). */
        UpdatedAtGte: string;
        /** @description Only items last updated strictly after this time (RFC 3339). */
        UpdatedAtGt: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
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
            /** @description The deposit was accepted; an empty object is returned. */
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
                /** @description The client_id of the credentials to delete. */
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted credentials. */
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
                /** @description The fiat account ID returned by the create fiat account operation. */
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
            /** @description The updated fiat account. */
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
            /** @description The created transaction, with status PENDING. */
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
                /** @description Payments with these client reference IDs. When given, no other parameter is allowed. */
                ref_ids?: string[];
                /** @description Payments with these IDs. When given, no other parameter is allowed. */
                payment_ids?: string[];
                /** @description List for one customer; used together with `product`. */
                customer_id?: string;
                /** @description List for one product; used together with `customer_id`. */
                product?: components["schemas"]["PaymentProduct"];
                /** @description Only payments in this status. */
                payment_status?: components["schemas"]["PaymentStatus"];
                /**
                 * @description Number of results; defaults to 100. The maximum is not shown by the
                 *     specification: 1000 is assumed (the maximum of the other lists).
                 */
                limit?: number;
                /** @description Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** @description The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payments. */
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
                /** @description The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
                /** @description Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** @description Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /**
                 * @description Number of results. The default and maximum are not shown by the
                 *     specification: a default of 100 and a maximum of 1000 are assumed
                 *     (those of the deposit address list).
                 */
                limit?: number;
                /** @description Only accounts whose primary identity is this one. */
                identity_id?: string;
                /** @description Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** @description Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** @description Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** @description Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** @description Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** @description Only items last updated strictly before this time (RFC 3339). */
                "updated_at.lt"?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items last updated at or before this time (RFC 3339). */
                "updated_at.lte"?: components["parameters"]["UpdatedAtLte"];
                /** @description Only items last updated at exactly this time (RFC 3339). */
                "updated_at.eq"?: components["parameters"]["UpdatedAtEq"];
                /** @description Only items last updated at or after this time (RFC 3339). */
                "updated_at.gte"?: components["parameters"]["UpdatedAtGte"];
                /** @description Only items last updated strictly after this time (RFC 3339). */
                "updated_at.gt"?: components["parameters"]["UpdatedAtGt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of identity accounts. */
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
            /** @description One entry per market. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticker"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listDepositAddresses: {
        parameters: {
            query?: {
                /** @description Only addresses of these profiles; at most 100. */
                profile_ids?: string[];
                /** @description Only addresses of these identities; at most 100. */
                identity_ids?: string[];
                /** @description Only addresses with these UUIDs; at most 100. */
                ids?: string[];
                /** @description Only addresses with these client-specified IDs; at most 100. */
                ref_ids?: string[];
                /** @description Only addresses of these accounts; at most 100. */
                account_ids?: string[];
                /** @description Only items created strictly before this time (RFC 3339). */
                "created_at.lt"?: components["parameters"]["CreatedAtLt"];
                /** @description Only items created at or before this time (RFC 3339). */
                "created_at.lte"?: components["parameters"]["CreatedAtLte"];
                /** @description Only items created at exactly this time (RFC 3339). */
                "created_at.eq"?: components["parameters"]["CreatedAtEq"];
                /** @description Only items created at or after this time (RFC 3339). */
                "created_at.gte"?: components["parameters"]["CreatedAtGte"];
                /** @description Only items created strictly after this time (RFC 3339). */
                "created_at.gt"?: components["parameters"]["CreatedAtGt"];
                /** @description Number of results; defaults to 100, at most 1000. */
                limit?: number;
                /** @description Sort order by creation time; the service defaults to DESC. */
                order?: components["parameters"]["Order"];
                /** @description Field to sort by. */
                order_by?: components["parameters"]["OrderBy"];
                /** @description The `next_page_cursor` of the previous page; omit for the first page. */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deposit addresses. */
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
