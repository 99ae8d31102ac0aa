import { TextField } from "@/components/fields";

/**
 * The shop's name and street address, first on both the add and the edit form. The add form also
 * checks the name for a chain on leaving it (`onNameBlur`) and lets the browser fill the address.
 */
export function ShopNameAddressFields({
  name,
  streetAddress,
  onName,
  onStreetAddress,
  nameError,
  streetAddressError,
  onNameBlur,
  addressAutoComplete,
}: {
  name: string;
  streetAddress: string;
  onName: (name: string) => void;
  onStreetAddress: (streetAddress: string) => void;
  nameError?: string;
  streetAddressError?: string;
  onNameBlur?: () => void;
  addressAutoComplete?: string;
}) {
  return (
    <>
      <TextField
        label="Shop name"
        name="name"
        required
        value={name}
        onChange={(e) => onName(e.target.value)}
        onBlur={onNameBlur}
        error={nameError}
      />
      <TextField
        label="Street address"
        name="streetAddress"
        required
        autoComplete={addressAutoComplete}
        value={streetAddress}
        onChange={(e) => onStreetAddress(e.target.value)}
        error={streetAddressError}
      />
    </>
  );
}
