// The style-less build of sweetalert2: its CSS is imported as a file (strict CSP: no injected <style>).
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
