// The package ships its types outside its "types" field.
declare module 'validate-curp' {
  export default function validateCurp(curp: string): {
    isValid: boolean;
    curp?: string | null;
    errors?: ('INVALID_FORMAT' | 'INVALID_DATE' | 'INVALID_STATE' | 'INVALID_CHECK_DIGIT' | 'FORBIDDEN_WORD')[];
  };
}
