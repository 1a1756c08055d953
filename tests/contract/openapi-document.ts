/** The contract's document and validators live with the scripts, which check live hosts against them too. */
export * from '../../scripts/contract-document';
