;;; lsp-clients-check.el --- Emacs' eglot on a workspace, headless  -*- lexical-binding: t -*-
;; SPDX-License-Identifier: MIT
;;
;; For scripts/lsp-clients-check.sh, with Emacs 28 and Debian's elpa-eglot (1.9):
;;   VD_LSP_ROOT=DIR VD_LSP_CMD='["cmd", ...]' VD_LSP_STORAGE=DIR VD_LSP_DISCARD=void VD_LSP_OUT=FILE \
;;     emacs --batch -l scripts/lsp-clients-check.el
;; The same session as scripts/lsp-clients-check.lua, in the same output format: eglot starts the
;; server command for the workspace (a transient project at VD_LSP_ROOT, the mode php-mode), waits
;; for intelephense's indexing to end, visits the PHP files of the workspace, and writes to
;; VD_LSP_OUT what eglot then holds: every buffer's diagnostics as Flymake has them, first with the
;; file that calls NameHandler::handle() visited alone, then with all; hover, definition and
;; signature help on that cross-file handle() call, completion after `$' typed in a loop body (then
;; removed), the diagnostics once a line has gained a loop whose value is VD_LSP_DISCARD, and once
;; more after a typo in that loop's body; with VD_LSP_DISK set, hover and definition once
;; NameHandler.php, closed, has changed on disk. In
;; batch mode Emacs is never idle, so the didChange that eglot sends from an idle timer is sent here
;; by calling what that timer calls. Every wait has a timeout; the server is shut down (eglot waits
;; for it) before Emacs exits.

(require 'cl-lib)
(require 'eglot)
(require 'flymake)
(require 'json)

(defvar vd-root (directory-file-name (expand-file-name (getenv "VD_LSP_ROOT"))))
(defvar vd-lines nil)
(defvar vd-indexed nil)
(defvar vd-published (make-hash-table :test #'equal) "URI -> number of publishDiagnostics received.")
(defvar vd-last-publish 0.0)
(defvar vd-stray nil "URIs outside the workspace that the server published diagnostics for.")
(defvar vd-buffers nil "(RELATIVE-PATH . BUFFER), in the order visited.")

(defun vd-say (fmt &rest args)
  (push (apply #'format fmt args) vd-lines))

(defun vd-wait (seconds predicate)
  "Reads the server's messages until PREDICATE holds or SECONDS pass.
Returns PREDICATE's last value."
  (let ((end (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) end))
      (accept-process-output nil 0.05))
    value))

;; No php-mode in Debian's Emacs: a mode of that name is what eglot needs (the language id is "php").
(unless (fboundp 'php-mode)
  (define-derived-mode php-mode prog-mode "PHP"))
(add-to-list 'auto-mode-alist '("\\.php\\'" . php-mode))
;; The workspace is no VCS checkout: a transient project at its root, for every file in it.
(add-hook 'project-find-functions
          (lambda (dir)
            (when (string-prefix-p (file-name-as-directory vd-root) (file-name-as-directory (expand-file-name dir)))
              (cons 'transient (file-name-as-directory vd-root)))))
(setq-default eglot-workspace-configuration
              '(:intelephense (:telemetry (:enabled :json-false) :environment (:phpVersion "8.2.0"))))
(setq eglot-sync-connect t
      eglot-connect-timeout 60
      eglot-autoreconnect nil
      flymake-no-changes-timeout 0.5)

;; intelephense ends its indexing with a notification of its own (eglot 1.9 asks for no work-done
;; progress; the end of one counts too).
(cl-defmethod eglot-handle-notification (_server (_method (eql indexingEnded)) &rest _)
  (setq vd-indexed t))
(cl-defmethod eglot-handle-notification (_server (_method (eql $/progress)) &key value &allow-other-keys)
  (when (equal (plist-get value :kind) "end") (setq vd-indexed t)))
(cl-defmethod eglot-handle-notification :before
  (_server (_method (eql textDocument/publishDiagnostics)) &key uri &allow-other-keys)
  (puthash uri (1+ (gethash uri vd-published 0)) vd-published)
  (setq vd-last-publish (float-time))
  (unless (vd-relative uri) (push uri vd-stray)))

(defun vd-relative (uri)
  (let ((path (eglot--uri-to-path uri)))
    (and (string-prefix-p (file-name-as-directory vd-root) path)
         (substring path (1+ (length vd-root))))))

(defun vd-uri (buffer)
  (with-current-buffer buffer (plist-get (eglot--TextDocumentIdentifier) :uri)))

(defun vd-line-col (pos)
  (save-excursion (goto-char pos) (format "%d:%d" (line-number-at-pos) (1+ (current-column)))))

(defun vd-diagnostics (label)
  (dolist (entry (sort (copy-sequence vd-buffers) (lambda (a b) (string< (car a) (car b)))))
    (with-current-buffer (cdr entry)
      (let (rows)
        (dolist (d (flymake-diagnostics))
          (let* ((beg (flymake-diagnostic-beg d))
                 (end (flymake-diagnostic-end d))
                 (lsp (alist-get 'eglot-lsp-diag (flymake-diagnostic-data d)))
                 (text (buffer-substring-no-properties beg end)))
            (push (list beg (plist-get lsp :message)
                        (format "%s %s:%s-%s %s %s %s | %s" label (car entry) (vd-line-col beg) (vd-line-col end)
                                (plist-get lsp :severity) (plist-get lsp :code)
                                (replace-regexp-in-string "\n" " " (plist-get lsp :message))
                                (if (string-match-p "\n" text) "…" text)))
                  rows)))
        (dolist (row (sort rows (lambda (a b) (or (< (car a) (car b))
                                                  (and (= (car a) (car b)) (string< (cadr a) (cadr b)))))))
          (vd-say "%s" (nth 2 row))))))
  (dolist (uri (delete-dups (copy-sequence vd-stray)))
    (vd-say "%s outside the workspace: %s" label uri)))

(defun vd-settle (want)
  "Waits for the diagnostics of WANT's buffers to settle.
WANT: (BUFFER . publications before).  A publication more for each,
then none in a second and a half (intelephense publishes again while
it settles)."
  (unless (vd-wait 30 (lambda () (cl-every (lambda (w) (> (gethash (vd-uri (car w)) vd-published 0) (cdr w))) want)))
    (dolist (w want)
      (unless (> (gethash (vd-uri (car w)) vd-published 0) (cdr w))
        (vd-say "error no diagnostics published for %s in 30 s" (vd-uri (car w))))))
  (vd-wait 15 (lambda () (>= (- (float-time) vd-last-publish) 1.5))))

(defun vd-goto (file needle)
  "Visits FILE's buffer and puts point at the start of NEEDLE's first occurrence."
  (set-buffer (cdr (assoc file vd-buffers)))
  (goto-char (point-min))
  (unless (search-forward needle nil t) (error "Not found in %s: %s" file needle))
  (goto-char (match-beginning 0)))

(defun vd-request (method params)
  (condition-case err
      (jsonrpc-request (eglot--current-server-or-lose) method params :timeout 15)
    (error (list :vd-error (format "%S" err)))))

(defun vd-flat (value)
  (cond ((stringp value) value)
        ((vectorp value) (mapconcat #'vd-flat value "\n"))
        ((plist-get value :value))
        (t (format "%S" value))))

(defun vd-open (path)
  "Visits PATH, managed by eglot; (BUFFER . publications before)."
  (let ((buffer (find-file-noselect path)))
    (with-current-buffer buffer
      (unless eglot--managed-mode (error "eglot does not manage %s" path))
      (flymake-start))
    (setq vd-buffers (append vd-buffers (list (cons (substring path (1+ (length vd-root))) buffer))))
    (cons buffer (gethash (vd-uri buffer) vd-published 0))))

(defun vd-hover ()
  "The hover at point, on one line."
  (let ((hover (vd-request :textDocument/hover (eglot--TextDocumentPositionParams))))
    (if (plist-get hover :vd-error) (plist-get hover :vd-error)
      (replace-regexp-in-string "\n" "\\\\n" (vd-flat (plist-get hover :contents))))))

(defun vd-definition ()
  "The definition of what is at point: FILE:LINE:COL-LINE:COL, each location."
  (let* ((definition (vd-request :textDocument/definition (eglot--TextDocumentPositionParams)))
         (locations (cond ((plist-get definition :vd-error) nil)
                          ((plist-get definition :uri) (list definition))
                          (t (append definition nil)))))
    (if (null locations)
        (format "none %s" (or (plist-get definition :vd-error) ""))
      (mapconcat
       (lambda (l)
         (let* ((range (or (plist-get l :targetSelectionRange) (plist-get l :range)))
                (start (plist-get range :start))
                (end (plist-get range :end))
                (uri (or (plist-get l :targetUri) (plist-get l :uri))))
           (format "%s:%d:%d-%d:%d" (or (vd-relative uri) uri)
                   (1+ (plist-get start :line)) (1+ (plist-get start :character))
                   (1+ (plist-get end :line)) (1+ (plist-get end :character)))))
       locations " "))))

(defun vd-session ()
  (let* ((command (append (json-parse-string (getenv "VD_LSP_CMD") :array-type 'list) nil))
         (storage (getenv "VD_LSP_STORAGE"))
         (contact (append command
                          `(:initializationOptions (:storagePath ,storage :globalStoragePath ,storage
                                                    :clearCache t))))
         (default-directory (file-name-as-directory vd-root))
         (server (eglot '(php-mode) (cons 'transient default-directory) 'eglot-lsp-server contact "php")))
    (unless server (error "eglot did not connect"))
    (unless (vd-wait 60 (lambda () (or vd-indexed (not (jsonrpc-running-p server)))))
      (error "Indexing did not end in 60 s"))
    (unless (jsonrpc-running-p server) (error "The server exited before indexing ended"))
    ;; first the file without a discard alone: the server reads NameHandler.php from disk
    (vd-settle (list (vd-open (expand-file-name "src/Events/Dispatcher.php" vd-root))))
    (vd-diagnostics "alone")
    (let ((files (sort (directory-files-recursively vd-root "\\.php\\'") #'string<))
          want)
      (dolist (path files)
        (unless (assoc (substring path (1+ (length vd-root))) vd-buffers)
          (push (vd-open path) want)))
      (vd-say "opened %d files" (length files))
      (vd-settle want))
    (vd-diagnostics "diagnostic")

    ;; the cross-file call: NameHandler::handle(void, string $name) called from Dispatcher.php
    (vd-goto "src/Events/Dispatcher.php" "handle(1, $name)")
    (forward-char 1)
    (vd-say "hover %s" (vd-hover))
    (vd-say "definition %s" (vd-definition))

    ;; signature help inside that call
    (vd-goto "src/Events/Dispatcher.php" "handle(1, $name)")
    (forward-char (length "handle(1, "))
    (let ((help (vd-request :textDocument/signatureHelp (eglot--TextDocumentPositionParams))))
      (vd-say "signature %s" (if (plist-get help :vd-error) (plist-get help :vd-error)
                               (mapconcat (lambda (s) (plist-get s :label)) (plist-get help :signatures) " / "))))

    ;; completion after `$' typed on a line of its own in a loop body with a discard
    (vd-goto "src/functions.php" "$keys[] = $key;")
    (end-of-line)
    (let ((start (point)))
      (insert "\n        $")
      (eglot--signal-textDocument/didChange)
      (let* ((completion (vd-request :textDocument/completion (eglot--TextDocumentPositionParams)))
             (items (if (vectorp completion) completion (plist-get completion :items))))
        (vd-say "completion %s"
                (if (plist-get completion :vd-error) (plist-get completion :vd-error)
                  (mapconcat #'identity (sort (mapcar (lambda (i) (plist-get i :label)) items) #'string<) " "))))
      (delete-region start (point))
      (eglot--signal-textDocument/didChange))

    ;; an edit that adds a discard: a key-only loop at the end of a line (no line moves)
    (vd-goto "src/Inventory/Catalog.php" "$n = 0;")
    (end-of-line)
    (let ((want (list (cons (current-buffer) (gethash (vd-uri (current-buffer)) vd-published 0)))))
      (insert (format " foreach ($this->items as $sku => %s) { echo $sku; }" (getenv "VD_LSP_DISCARD")))
      (vd-say "edit %s" (string-trim (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
      (eglot--signal-textDocument/didChange)
      (vd-settle want))
    (vd-diagnostics "after-edit")

    ;; then a typo in that loop's body: the server sees the edited file (one diagnostic more)
    (vd-goto "src/Inventory/Catalog.php" "echo $sku;")
    (forward-char (length "echo $sku"))
    (let ((want (list (cons (current-buffer) (gethash (vd-uri (current-buffer)) vd-published 0)))))
      (insert "s")
      (eglot--signal-textDocument/didChange)
      (vd-settle want))
    (vd-diagnostics "after-typo")

    ;; with VD_LSP_DISK: NameHandler.php closed, then changed on disk (two lines more above the
    ;; method, its discarded parameter now the second): hover and definition from Dispatcher.php
    ;; follow, within 15 s
    (when (getenv "VD_LSP_DISK")
      (let* ((file "src/Events/NameHandler.php")
             (path (expand-file-name file vd-root))
             definition)
        (kill-buffer (cdr (assoc file vd-buffers)))
        (setq vd-buffers (assoc-delete-all file vd-buffers))
        ;; the proxy reads the file again when it is closed: the change comes after that
        (vd-goto "src/Events/Dispatcher.php" "handle(1, $name)")
        (vd-request :textDocument/documentSymbol (list :textDocument (eglot--TextDocumentIdentifier)))
        (vd-wait 1.5 #'ignore)
        (with-temp-buffer
          (insert-file-contents path)
          (goto-char (point-min))
          (forward-line 1)
          (insert "// changed on disk\n// while closed\n")
          (when (search-forward "handle(void, string $name)" nil t)
            (replace-match "handle(string $name, void)" t t))
          (write-region nil nil path nil 'silent))
        (vd-goto "src/Events/Dispatcher.php" "handle(1, $name)")
        (forward-char 1)
        (vd-wait 15 (lambda ()
                      (setq definition (vd-definition))
                      (or (not (string-match-p ":14:" definition))
                          (progn (accept-process-output nil 0.5) nil))))
        (vd-say "disk-definition %s" definition)
        (vd-say "disk-hover %s" (vd-hover))))))

(condition-case err
    (vd-session)
  (error (vd-say "error %s" (error-message-string err))))
(let ((server (car (gethash (cons 'transient (file-name-as-directory vd-root)) eglot--servers-by-project))))
  (when server
    (let ((process (jsonrpc--process server)))
      (ignore-errors (eglot-shutdown server nil 10))
      (unless (vd-wait 10 (lambda () (not (process-live-p process))))
        (vd-say "error the server had not exited 10 s after shutdown")
        (delete-process process)))))
(vd-say "done")
(with-temp-file (getenv "VD_LSP_OUT")
  (insert (mapconcat #'identity (reverse vd-lines) "\n") "\n"))
(kill-emacs 0)
;;; lsp-clients-check.el ends here
