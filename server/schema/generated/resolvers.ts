import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 date-time in UTC. */
  DateTime: { input: string; output: Date | string; }
  /** An integer amount in minor units (cents, pence). Safe up to 9e15; never a float. */
  MinorUnits: { input: number; output: number; }
};

export type AppAlert = {
  __typename?: 'AppAlert';
  alertType: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  messageIntlKey: Scalars['String']['output'];
  messageStorageId: Scalars['ID']['output'];
  targetCountry?: Maybe<Scalars['String']['output']>;
  targetProgramId?: Maybe<Scalars['ID']['output']>;
  targetPublic: Scalars['Boolean']['output'];
  targetRole?: Maybe<Scalars['String']['output']>;
  targetScreen?: Maybe<Scalars['String']['output']>;
  targetUserType?: Maybe<Scalars['String']['output']>;
  titleIntlKey: Scalars['String']['output'];
  urlLink?: Maybe<Scalars['String']['output']>;
};

/** Spec 3 Buyer: the company holding the credit line. */
export type Buyer = {
  __typename?: 'Buyer';
  balanceDue: Money;
  billingCycle: Scalars['String']['output'];
  businessCountry: Scalars['String']['output'];
  buyerPurchasePolicy?: Maybe<BuyerPurchasePolicy>;
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
  maxValue?: Maybe<Money>;
};

/** Spec 3 CurrentUser. The signed-in person, whatever their audience (buyer, client, staff). */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  buyerId?: Maybe<Scalars['ID']['output']>;
  clientId?: Maybe<Scalars['ID']['output']>;
  clientReferenceBuyerId?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  customerAccountName?: Maybe<Scalars['String']['output']>;
  customerId?: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parentUserId?: Maybe<Scalars['ID']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
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
  buyer?: Maybe<Buyer>;
  /** Alerts targeting this user's type, role, country and program. */
  currentAppAlerts: Array<AppAlert>;
  /** The signed-in user. `buyerId` selects one of the user's buyer accounts; absent means the all-zero id (the user's default). */
  currentUser: CurrentUser;
  /** The program (white-label) the user belongs to. */
  program: Program;
};


export type QueryBuyerArgs = {
  fetchLatestExternalData?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryCurrentUserArgs = {
  buyerId?: InputMaybe<Scalars['ID']['input']>;
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = {}, TContext = {}, TArgs = {}> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = {}, TParent = {}, TContext = {}, TArgs = {}> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppAlert: ResolverTypeWrapper<AppAlert>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Buyer: ResolverTypeWrapper<Buyer>;
  BuyerPurchasePolicy: ResolverTypeWrapper<BuyerPurchasePolicy>;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<{}>;
  Program: ResolverTypeWrapper<Program>;
  Query: ResolverTypeWrapper<{}>;
  SsoStatus: SsoStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<{}>;
  UserStatus: UserStatus;
  WhiteLabelConfig: ResolverTypeWrapper<WhiteLabelConfig>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppAlert: AppAlert;
  Boolean: Scalars['Boolean']['output'];
  Buyer: Buyer;
  BuyerPurchasePolicy: BuyerPurchasePolicy;
  CurrentUser: CurrentUser;
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MinorUnits: Scalars['MinorUnits']['output'];
  Money: Money;
  Mutation: {};
  Program: Program;
  Query: {};
  String: Scalars['String']['output'];
  Subscription: {};
  WhiteLabelConfig: WhiteLabelConfig;
};

export type AppAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppAlert'] = ResolversParentTypes['AppAlert']> = {
  alertType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messageIntlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageStorageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetProgramId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetScreen?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetUserType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleIntlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Buyer'] = ResolversParentTypes['Buyer']> = {
  balanceDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  billingCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerPurchasePolicy?: Resolver<Maybe<ResolversTypes['BuyerPurchasePolicy']>, ParentType, ContextType>;
  creditApproved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditAvailable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pastDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyerPurchasePolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerPurchasePolicy'] = ResolversParentTypes['BuyerPurchasePolicy']> = {
  maxValue?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  buyerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientReferenceBuyerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiveEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ssoStatus?: Resolver<ResolversTypes['SsoStatus'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amountMinor?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  ping?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  disputeTimeLimitDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportedPaymentTerms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  whiteLabelConfig?: Resolver<ResolversTypes['WhiteLabelConfig'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  buyer?: Resolver<Maybe<ResolversTypes['Buyer']>, ParentType, ContextType, RequireFields<QueryBuyerArgs, 'id'>>;
  currentAppAlerts?: Resolver<Array<ResolversTypes['AppAlert']>, ParentType, ContextType>;
  currentUser?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, Partial<QueryCurrentUserArgs>>;
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  heartbeat?: SubscriptionResolver<ResolversTypes['DateTime'], "heartbeat", ParentType, ContextType>;
};

export type WhiteLabelConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhiteLabelConfig'] = ResolversParentTypes['WhiteLabelConfig']> = {
  defaultBuyerLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mfaAtBuyerCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaAtLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AppAlert?: AppAlertResolvers<ContextType>;
  Buyer?: BuyerResolvers<ContextType>;
  BuyerPurchasePolicy?: BuyerPurchasePolicyResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  MinorUnits?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  WhiteLabelConfig?: WhiteLabelConfigResolvers<ContextType>;
};

