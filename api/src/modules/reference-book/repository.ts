// The reference book reads no table: its lists are shared-contract's label maps (see presenter.ts).
export {};
