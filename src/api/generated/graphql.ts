import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 date-time in UTC. */
  DateTime: { input: string; output: string; }
  /** An integer amount in minor units (cents, pence). Safe up to 9e15; never a float. */
  MinorUnits: { input: number; output: number; }
};

export type AppAlert = {
  __typename?: 'AppAlert';
  alertType: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  messageIntlKey: Scalars['String']['output'];
  messageStorageId: Scalars['ID']['output'];
  targetCountry: Maybe<Scalars['String']['output']>;
  targetProgramId: Maybe<Scalars['ID']['output']>;
  targetPublic: Scalars['Boolean']['output'];
  targetRole: Maybe<Scalars['String']['output']>;
  targetScreen: Maybe<Scalars['String']['output']>;
  targetUserType: Maybe<Scalars['String']['output']>;
  titleIntlKey: Scalars['String']['output'];
  urlLink: Maybe<Scalars['String']['output']>;
};

/** Spec 3 Buyer: the company holding the credit line. */
export type Buyer = {
  __typename?: 'Buyer';
  balanceDue: Money;
  billingCycle: Scalars['String']['output'];
  businessCountry: Scalars['String']['output'];
  buyerPurchasePolicy: Maybe<BuyerPurchasePolicy>;
  creditApproved: Money;
  creditAvailable: Money;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pastDue: Money;
  status: Scalars['String']['output'];
  terms: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type BuyerPurchasePolicy = {
  __typename?: 'BuyerPurchasePolicy';
  maxValue: Maybe<Money>;
};

/** Spec 3 CurrentUser. The signed-in person, whatever their audience (buyer, client, staff). */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  buyerId: Maybe<Scalars['ID']['output']>;
  clientId: Maybe<Scalars['ID']['output']>;
  clientReferenceBuyerId: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  customerAccountName: Maybe<Scalars['String']['output']>;
  customerId: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parentUserId: Maybe<Scalars['ID']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  receiveEmail: Scalars['Boolean']['output'];
  /** Role names as the spec writes them, e.g. Buyer:Administrator, buyerPayer. */
  role: Array<Scalars['String']['output']>;
  ssoStatus: SsoStatus;
  /** BUYER, CLIENT, STAFF or MSTS. */
  userType: Scalars['String']['output'];
};

export type Money = {
  __typename?: 'Money';
  /** Integer minor units of `currency` (USD 12.34 is 1234). */
  amountMinor: Scalars['MinorUnits']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Keeps the schema valid before the first real mutation lands; answers the server time. */
  ping: Scalars['DateTime']['output'];
};

export type Program = {
  __typename?: 'Program';
  disputeTimeLimitDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  supportedPaymentTerms: Array<Scalars['String']['output']>;
  whiteLabelConfig: WhiteLabelConfig;
};

export type Query = {
  __typename?: 'Query';
  /** A buyer the user may see. `fetchLatestExternalData` asks for a refresh from the program's systems. */
  buyer: Maybe<Buyer>;
  /** Alerts targeting this user's type, role, country and program. */
  currentAppAlerts: Array<AppAlert>;
  /** The signed-in user. `buyerId` selects one of the user's buyer accounts; absent means the all-zero id (the user's default). */
  currentUser: CurrentUser;
  /** The program (white-label) the user belongs to. */
  program: Program;
};


export type QueryBuyerArgs = {
  fetchLatestExternalData: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryCurrentUserArgs = {
  buyerId: InputMaybe<Scalars['ID']['input']>;
};

export type SsoStatus =
  | 'Active'
  | 'Inactive';

export type Subscription = {
  __typename?: 'Subscription';
  /** Server heartbeat for the live connection (every few seconds); later issues add domain events. */
  heartbeat: Scalars['DateTime']['output'];
};

export type UserStatus =
  | 'active'
  | 'deleted'
  | 'inactive'
  | 'pending'
  | 'suspended';

export type WhiteLabelConfig = {
  __typename?: 'WhiteLabelConfig';
  defaultBuyerLocale: Scalars['String']['output'];
  locales: Array<Scalars['String']['output']>;
  mfaAtBuyerCreate: Scalars['Boolean']['output'];
  mfaAtLogin: Scalars['Boolean']['output'];
  mfaEnabled: Scalars['Boolean']['output'];
  mfaRequired: Scalars['Boolean']['output'];
};

export type CurrentUserQueryVariables = Exact<{
  buyerId: Scalars['ID']['input'];
  includeBuyer: Scalars['Boolean']['input'];
}>;


export type CurrentUserQuery = { __typename?: 'Query', currentUser: { __typename?: 'CurrentUser', id: string, role: Array<string>, userType: string, email: string, buyerId: string | null, clientId: string | null, customerId: string | null, customerAccountName: string | null, ssoStatus: SsoStatus }, buyer?: { __typename?: 'Buyer', id: string, businessCountry: string } | null };

export type SessionStartQueryVariables = Exact<{
  buyerId: Scalars['ID']['input'];
  fetchLatestExternalData: InputMaybe<Scalars['Boolean']['input']>;
  includeBuyer: Scalars['Boolean']['input'];
}>;


export type SessionStartQuery = { __typename?: 'Query', currentUser: { __typename?: 'CurrentUser', id: string, clientReferenceBuyerId: string | null, country: string | null, email: string, language: string | null, name: string, firstName: string, lastName: string, phone: string | null, receiveEmail: boolean, role: Array<string>, ssoStatus: SsoStatus, userType: string, clientId: string | null, buyerId: string | null, customerId: string | null, customerAccountName: string | null, parentUserId: string | null }, currentAppAlerts: Array<{ __typename?: 'AppAlert', messageStorageId: string, targetPublic: boolean, targetUserType: string | null, targetRole: string | null, titleIntlKey: string, messageIntlKey: string, urlLink: string | null, alertType: string, enabled: boolean, targetScreen: string | null, targetCountry: string | null, targetProgramId: string | null }>, buyer?: { __typename?: 'Buyer', id: string, name: string, billingCycle: string, businessCountry: string, status: string, type: string } | null };


export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessCountry"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const SessionStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fetchLatestExternalData"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buyerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientReferenceBuyerId"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"receiveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStatus"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"parentUserId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentAppAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageStorageId"}},{"kind":"Field","name":{"kind":"Name","value":"targetPublic"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserType"}},{"kind":"Field","name":{"kind":"Name","value":"targetRole"}},{"kind":"Field","name":{"kind":"Name","value":"titleIntlKey"}},{"kind":"Field","name":{"kind":"Name","value":"messageIntlKey"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"alertType"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"targetScreen"}},{"kind":"Field","name":{"kind":"Name","value":"targetCountry"}},{"kind":"Field","name":{"kind":"Name","value":"targetProgramId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fetchLatestExternalData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fetchLatestExternalData"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeBuyer"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingCycle"}},{"kind":"Field","name":{"kind":"Name","value":"businessCountry"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<SessionStartQuery, SessionStartQueryVariables>;