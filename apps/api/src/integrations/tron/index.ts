export {
  base58Decode,
  base58Encode,
  hexFromTronAddress,
  isValidTronAddress,
  tronAddressFromHex,
} from './address.ts';
export {
  type ListIncomingOptions,
  type TransactionInfo,
  type Trc20LogTransfer,
  type Trc20Transfer,
  TronGridClient,
  type TronGridClientOptions,
  TronGridError,
  type TronGridErrorKind,
  USDT_TRC20_CONTRACT,
} from './trongrid-client.ts';
export {
  type VerifyDepositRequest,
  type VerifyFailure,
  type VerifyResult,
  verifyUsdtDeposit,
} from './usdt-transfer-verifier.ts';
